import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/schema.js';
import type { TasksTable } from '../tables.js';

export const TASK_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'status',
  'priority',
  'due_date',
  'time_estimate',
  'is_downtime',
  'rrule',
  'created_at',
] as const;

export const listTasks = (db: Executor, userId: string) =>
  db
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const insertTask = (db: Executor, values: Insertable<TasksTable>) =>
  db.insertInto('tasks').values(values).returning(TASK_COLUMNS).executeTakeFirstOrThrow();

export const deleteTask = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('tasks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export const updateTaskStatus = (
  db: Executor,
  userId: string,
  id: string,
  status: 'pending' | 'in_progress' | 'completed',
) =>
  db
    .updateTable('tasks')
    .set({ status })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();

export const updateTask = (db: Executor, userId: string, id: string, patch: Updateable<TasksTable>) =>
  db
    .updateTable('tasks')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(TASK_COLUMNS)
    .executeTakeFirstOrThrow();

/** A task with what its series needs (the rule counts from series_start). */
export const findTaskSeries = (db: Executor, userId: string, id: string) =>
  db
    .selectFrom('tasks')
    .select([...TASK_COLUMNS, 'series_start', 'user_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Hands a series on: the done task keeps no rule, the next one carries it. */
export const clearTaskRule = (db: Executor, id: string) =>
  db.updateTable('tasks').set({ rrule: null, series_start: null }).where('id', '=', id).execute();

export const findTaskId = (db: Executor, userId: string, id: string) =>
  db.selectFrom('tasks').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export type TaskRow = Awaited<ReturnType<typeof listTasks>>[number];
