import { kidActivitiesApi, KidActivity, KidActivityBody } from '@hearth/shared';
import type { z } from 'zod';
import { parseActivitySchedule } from './activitySchedule.js';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { familyOf } from './scope.js';
import { checkFamilyAdult } from './members.js';
import { findChild } from './children.repository.js';
import {
  deleteActivity,
  insertActivity,
  listActivities,
  updateActivity,
} from './kidActivities.repository.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'kid-activities', action, id }) as const;
/** Days and start time read from the free-text schedule when the body gives none (conflicts need them). */
const withTimes = (body: z.output<typeof KidActivityBody>) => {
  if (body.days.length || body.start_time) return body;
  const when = parseActivitySchedule(body.schedule);
  return when ? { ...body, days: when.days, start_time: when.time, end_time: null } : body;
};
const present = (row: Record<string, unknown>): KidActivity => KidActivity.parse(row);

export const kidActivityRoutes = [
  route(kidActivitiesApi.list, async ({ db, user }) =>
    (await listActivities(db, user.family_id)).map(present),
  ),

  route(kidActivitiesApi.create, async ({ db, user, body, changes }) => {
    found(await findChild(db, user.family_id, body.child_id), 'Child');
    await checkFamilyAdult(db, user, body.assignee_id, 'assignee_id');
    const row = await insertActivity(db, user.family_id, withTimes(body));
    changes.emit(familyOf(user), changed('created', row.id));
    return present(row);
  }),

  route(kidActivitiesApi.update, async ({ db, user, params, body, changes }) => {
    found(await findChild(db, user.family_id, body.child_id), 'Child');
    await checkFamilyAdult(db, user, body.assignee_id, 'assignee_id');
    const row = found(await updateActivity(db, user.family_id, params.id, withTimes(body)), 'Activity');
    changes.emit(familyOf(user), changed('updated', row.id));
    return present(row);
  }),

  route(
    kidActivitiesApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteActivity(db, user.family_id, params.id), 'Activity');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
