import { tasksApi } from '@hearth/shared';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteTask, findTaskSeries, insertTask, listTasks, updateTaskStatus } from './tasks.repository.js';
import { makeNextOccurrence } from './nextTask.js';
import { cancelTaskOccurrence, editTaskOccurrence, updateTaskSeries } from './taskSeries.js';
import { presentTask } from './tasks.presenter.js';

export const taskRoutes = [
  route(tasksApi.list, async ({ db, user }) => (await listTasks(db, user.id)).map(presentTask)),

  route(
    tasksApi.create,
    async ({ db, user, body, changes }) => {
      const row = await insertTask(db, {
        ...body,
        description: body.description ?? '',
        due_date: body.due_date ?? null,
        time_estimate: body.time_estimate ?? null,
        series_start: body.rrule ? body.due_date : null,
        user_id: user.id,
      });
      changes.emit({ user: user.id }, { resource: 'tasks', action: 'created', id: row.id });
      return presentTask(row);
    },
    { writes: 'one-statement' },
  ),

  route(tasksApi.update, async ({ db, user, params, body, changes }) => {
    const row = await updateTaskSeries(db, user.id, params.id, body);
    changes.emit({ user: user.id }, { resource: 'tasks', action: 'updated', id: row.id });
    return presentTask(row);
  }),

  route(tasksApi.editOccurrence, async ({ db, user, params, body, changes }) => {
    const row = await editTaskOccurrence(db, user.id, params.id, params.date, body);
    changes.emit({ user: user.id }, { resource: 'tasks', action: 'updated', id: params.id });
    return presentTask(row);
  }),

  route(tasksApi.cancelOccurrence, async ({ db, user, params, changes }) => {
    await cancelTaskOccurrence(db, user.id, params.id, params.date);
    changes.emit({ user: user.id }, { resource: 'tasks', action: 'updated', id: params.id });
    return null;
  }),

  route(tasksApi.setStatus, async ({ db, user, params, body, changes }) => {
    const before = found(await findTaskSeries(db, user.id, params.id), 'Task');
    const row = (await updateTaskStatus(db, user.id, params.id, body.status))!;
    if (body.status === 'completed' && before.status !== 'completed') {
      const next = await makeNextOccurrence(db, user.id, row.id);
      if (next) changes.emit({ user: user.id }, { resource: 'tasks', action: 'created', id: next.id });
      if (before.rrule) row.rrule = null;
    }
    changes.emit({ user: user.id }, { resource: 'tasks', action: 'updated', id: row.id });
    return presentTask(row);
  }),

  route(
    tasksApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteTask(db, user.id, params.id), 'Task');
      changes.emit({ user: user.id }, { resource: 'tasks', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
