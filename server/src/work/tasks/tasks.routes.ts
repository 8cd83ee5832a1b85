import { tasksApi } from '@hearth/shared';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteTask, insertTask, listTasks, updateTaskStatus } from './tasks.repository.js';
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
        user_id: user.id,
      });
      changes.emit({ user: user.id }, { resource: 'tasks', action: 'created', id: row.id });
      return presentTask(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    tasksApi.setStatus,
    async ({ db, user, params, body, changes }) => {
      const row = found(await updateTaskStatus(db, user.id, params.id, body.status), 'Task');
      changes.emit({ user: user.id }, { resource: 'tasks', action: 'updated', id: row.id });
      return presentTask(row);
    },
    { writes: 'one-statement' },
  ),

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
