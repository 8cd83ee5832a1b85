import { schoolSchedulesApi, SchoolSchedule } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { familyOf } from './scope.js';
import { checkFamilyAdult } from './members.js';
import { findChild } from './children.repository.js';
import {
  deleteSchedule,
  insertSchedule,
  listSchedules,
  updateSchedule,
} from './schoolSchedules.repository.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'school-schedules', action, id }) as const;
const present = (row: Record<string, unknown>): SchoolSchedule => SchoolSchedule.parse(row);

export const schoolScheduleRoutes = [
  route(schoolSchedulesApi.list, async ({ db, user }) =>
    (await listSchedules(db, user.family_id)).map(present),
  ),

  route(schoolSchedulesApi.create, async ({ db, user, body, changes }) => {
    found(await findChild(db, user.family_id, body.child_id), 'Child');
    await checkFamilyAdult(db, user, body.assignee_id, 'assignee_id');
    const row = await insertSchedule(db, user.family_id, body);
    changes.emit(familyOf(user), changed('created', row.id));
    return present(row);
  }),

  route(schoolSchedulesApi.update, async ({ db, user, params, body, changes }) => {
    found(await findChild(db, user.family_id, body.child_id), 'Child');
    await checkFamilyAdult(db, user, body.assignee_id, 'assignee_id');
    const row = found(await updateSchedule(db, user.family_id, params.id, body), 'School schedule');
    changes.emit(familyOf(user), changed('updated', row.id));
    return present(row);
  }),

  route(
    schoolSchedulesApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteSchedule(db, user.family_id, params.id), 'School schedule');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
