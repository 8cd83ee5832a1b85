import type { Insertable } from 'kysely';
import type { Executor } from '../../db/schema.js';
import type { TimeEntriesTable } from '../tables.js';

export const TIME_ENTRY_COLUMNS = [
  'id',
  'task_id',
  'description',
  'category',
  'hours',
  'date',
  'value_per_hour',
  'created_at',
] as const;

export const listTimeEntries = (db: Executor, userId: string) =>
  db
    .selectFrom('time_entries')
    .select(TIME_ENTRY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const insertTimeEntry = (db: Executor, values: Insertable<TimeEntriesTable>) =>
  db.insertInto('time_entries').values(values).returning(TIME_ENTRY_COLUMNS).executeTakeFirstOrThrow();

export const deleteTimeEntry = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('time_entries')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export type TimeEntryRow = Awaited<ReturnType<typeof listTimeEntries>>[number];
