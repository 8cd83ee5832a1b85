import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';

const COLUMNS = [
  'trackers.id',
  'trackers.name',
  'trackers.type',
  'trackers.symbol',
  'trackers.unit',
  'trackers.color',
  'trackers.display_in_ticker',
  'trackers.is_active',
] as const;

export interface TrackerValues {
  name: string;
  type: string;
  symbol: string;
  unit: string;
  color: string;
  display_in_ticker: boolean;
  is_active: boolean;
}

/** Trackers of a user with their latest and previous readings and the count. */
const withReadings = (db: Executor, userId: string) =>
  db
    .selectFrom('trackers')
    .select(COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('tracker_readings')
        .select('value')
        .whereRef('tracker_readings.tracker_id', '=', 'trackers.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .as('latest_value'),
      eb
        .selectFrom('tracker_readings')
        .select('value')
        .whereRef('tracker_readings.tracker_id', '=', 'trackers.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(1)
        .limit(1)
        .as('previous_value'),
      eb
        .selectFrom('tracker_readings')
        .select('created_at')
        .whereRef('tracker_readings.tracker_id', '=', 'trackers.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .as('latest_at'),
      eb
        .selectFrom('tracker_readings')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('tracker_readings.tracker_id', '=', 'trackers.id')
        .as('reading_count'),
    ])
    .where('trackers.user_id', '=', userId);

export const listTrackers = (db: Executor, userId: string) =>
  withReadings(db, userId).orderBy('trackers.created_at').orderBy('trackers.id').execute();

export const findTracker = (db: Executor, userId: string, id: string) =>
  withReadings(db, userId).where('trackers.id', '=', id).executeTakeFirst();

export const listTickerTrackers = (db: Executor, userId: string) =>
  withReadings(db, userId)
    .where('trackers.is_active', '=', true)
    .where('trackers.display_in_ticker', '=', true)
    .orderBy('trackers.created_at')
    .orderBy('trackers.id')
    .execute();

export type TrackerRow = Awaited<ReturnType<typeof listTrackers>>[number];

export const insertTracker = async (db: Executor, userId: string, v: TrackerValues) => {
  const { id } = await db
    .insertInto('trackers')
    .values({ ...v, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findTracker(db, userId, id))!;
};

export const deleteTracker = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('trackers')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

export const ownsTracker = async (db: Executor, userId: string, id: string) =>
  !!(await db
    .selectFrom('trackers')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst());

export const insertReading = (
  db: Executor,
  trackerId: string,
  v: { value: number; note: string; created_at: Date },
) =>
  db
    .insertInto('tracker_readings')
    .values({ tracker_id: trackerId, ...v })
    .returning(['id', 'tracker_id', 'value', 'note', 'created_at'])
    .executeTakeFirstOrThrow();

export const listReadings = (db: Executor, trackerId: string, limit = 50) =>
  db
    .selectFrom('tracker_readings')
    .select(['id', 'tracker_id', 'value', 'note', 'created_at'])
    .where('tracker_id', '=', trackerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
