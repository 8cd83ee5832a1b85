import { timeEntriesApi, todayIn } from '@hearth/shared';
import { badRequest, found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { findTaskId } from '../tasks/tasks.repository.js';
import { deleteTimeEntry, insertTimeEntry, listTimeEntries } from './timeEntries.repository.js';
import { presentTimeEntry } from './timeEntries.presenter.js';

export const timeEntryRoutes = [
  route(timeEntriesApi.list, async ({ db, user }) =>
    (await listTimeEntries(db, user.id)).map(presentTimeEntry),
  ),

  route(timeEntriesApi.create, async ({ db, user, body, changes, deps }) => {
    // A task of another user is as unknown as a missing one.
    if (body.task_id && !(await findTaskId(db, user.id, body.task_id)))
      throw badRequest('task_id: Task not found', [{ path: 'task_id', message: 'Task not found' }]);
    const row = await insertTimeEntry(db, {
      description: body.description,
      category: body.category,
      hours: body.hours,
      date: body.date ?? todayIn(user.timezone, deps.clock()),
      value_per_hour: body.value_per_hour ?? null,
      task_id: body.task_id ?? null,
      user_id: user.id,
    });
    changes.emit({ user: user.id }, { resource: 'time-entries', action: 'created', id: row.id });
    return presentTimeEntry(row);
  }),

  route(
    timeEntriesApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteTimeEntry(db, user.id, params.id), 'Time entry');
      changes.emit({ user: user.id }, { resource: 'time-entries', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
