import type { Insertable } from 'kysely';
import type { Executor } from '../../db/schema.js';
import type { ProjectsTable } from '../tables.js';

export const PROJECT_COLUMNS = [
  'id',
  'name',
  'description',
  'status',
  'start_date',
  'end_date',
  'budget',
  'actual_cost',
  'created_at',
] as const;

export const listProjects = (db: Executor, userId: string) =>
  db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const insertProject = (db: Executor, values: Insertable<ProjectsTable>) =>
  db.insertInto('projects').values(values).returning(PROJECT_COLUMNS).executeTakeFirstOrThrow();

export const deleteProject = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('projects')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export type ProjectRow = Awaited<ReturnType<typeof listProjects>>[number];
