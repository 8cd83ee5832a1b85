import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/schema.js';
import type { MeetingsTable } from '../tables.js';

export const MEETING_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'date',
  'time',
  'duration',
  'location',
  'status',
  'platform',
  'meeting_link',
  'rrule',
  'created_at',
] as const;

export const listMeetings = (db: Executor, userId: string) =>
  db
    .selectFrom('meetings')
    .select(MEETING_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('date')
    .orderBy('time')
    .orderBy('id')
    .execute();

export const insertMeeting = (db: Executor, values: Insertable<MeetingsTable>) =>
  db.insertInto('meetings').values(values).returning(MEETING_COLUMNS).executeTakeFirstOrThrow();

export const findMeeting = (db: Executor, userId: string, id: string) =>
  db
    .selectFrom('meetings')
    .select(MEETING_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const updateMeeting = (db: Executor, userId: string, id: string, values: Updateable<MeetingsTable>) =>
  db
    .updateTable('meetings')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(MEETING_COLUMNS)
    .executeTakeFirst();

export const deleteMeeting = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('meetings')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export type MeetingRow = Awaited<ReturnType<typeof listMeetings>>[number];
