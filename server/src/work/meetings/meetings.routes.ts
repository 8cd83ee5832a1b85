import { meetingsApi } from '@hearth/shared';
import { badRequest, found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { cancelOccurrence, editOccurrence } from '../calendar/occurrences.service.js';
import { deleteMeeting, insertMeeting, listMeetings, updateMeeting } from './meetings.repository.js';
import { presentMeeting } from './meetings.presenter.js';
import { meetingSeries } from './meetings.series.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'meetings', action, id }) as const;

export const meetingRoutes = [
  route(meetingsApi.list, async ({ db, user }) => (await listMeetings(db, user.id)).map(presentMeeting)),

  route(
    meetingsApi.create,
    async ({ db, user, body, changes }) => {
      const row = await insertMeeting(db, {
        ...body,
        description: body.description ?? '',
        location: body.location ?? '',
        duration: body.duration ?? null,
        user_id: user.id,
      });
      changes.emit({ user: user.id }, changed('created', row.id));
      return presentMeeting(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    meetingsApi.update,
    async ({ db, user, params, body, changes }) => {
      const row = found(
        await updateMeeting(db, user.id, params.id, {
          ...body,
          description: body.description ?? '',
          location: body.location ?? '',
          duration: body.duration ?? null,
        }),
        'Meeting',
      );
      changes.emit({ user: user.id }, changed('updated', row.id));
      return presentMeeting(row);
    },
    { writes: 'one-statement' },
  ),

  route(meetingsApi.editOccurrence, async ({ db, user, params, body, changes }) => {
    if (body.time === null)
      throw badRequest('Time is required', [{ path: 'time', message: 'Time is required' }]);
    const row = await editOccurrence(db, meetingSeries(user), params.id, params.date, body);
    changes.emit({ user: user.id }, changed('updated', params.id));
    return presentMeeting(row);
  }),

  route(meetingsApi.cancelOccurrence, async ({ db, user, params, changes }) => {
    await cancelOccurrence(db, meetingSeries(user), params.id, params.date);
    changes.emit({ user: user.id }, changed('updated', params.id));
    return null;
  }),

  route(
    meetingsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteMeeting(db, user.id, params.id), 'Meeting');
      changes.emit({ user: user.id }, changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
