import { meetingsApi } from '@hearth/shared';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteMeeting, insertMeeting, listMeetings } from './meetings.repository.js';
import { presentMeeting } from './meetings.presenter.js';

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
      changes.emit({ user: user.id }, { resource: 'meetings', action: 'created', id: row.id });
      return presentMeeting(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    meetingsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteMeeting(db, user.id, params.id), 'Meeting');
      changes.emit({ user: user.id }, { resource: 'meetings', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
