import type { Executor } from '../db/schema.js';

const COLUMNS = ['id', 'name', 'start_time', 'end_time', 'category', 'color', 'days', 'is_active'] as const;
export interface TimeBlockValues {
  name: string;
  start_time: string;
  end_time: string;
  category: string;
  color: string;
  days: string[];
  is_active: boolean;
}

export const listTimeBlocks = (db: Executor, userId: string) =>
  db
    .selectFrom('time_blocks')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('start_time')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const insertTimeBlocks = (db: Executor, userId: string, blocks: TimeBlockValues[]) =>
  db
    .insertInto('time_blocks')
    .values(blocks.map((b) => ({ ...b, user_id: userId })))
    .returning(COLUMNS)
    .execute();

export const deleteTimeBlock = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('time_blocks')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
