import type { Executor } from '../../db/schema.js';

/** Tasks due within [start, end] (inclusive dates), and open repeating tasks due by `end`. */
export const tasksDueBetween = (db: Executor, userId: string, start: string, end: string) =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'description', 'due_date', 'priority', 'status', 'rrule', 'series_start'])
    .where('user_id', '=', userId)
    .where('due_date', '<=', end)
    .where((eb) => eb.or([eb('due_date', '>=', start), eb('rrule', 'is not', null)]))
    .orderBy('due_date')
    .orderBy('created_at')
    .execute();

/** Meetings that may occur in [start, end] (for these users): single ones dated there, series begun by `end`. */
export const meetingsBetween = (db: Executor, userIds: string[], start: string, end: string) =>
  db
    .selectFrom('meetings')
    .select([
      'user_id',
      'id',
      'title',
      'description',
      'date',
      'time',
      'platform',
      'duration',
      'location',
      'meeting_link',
      'status',
      'rrule',
    ])
    .where('user_id', 'in', userIds)
    .where('date', '<=', end)
    .where((eb) => eb.or([eb('date', '>=', start), eb('rrule', 'is not', null)]))
    .orderBy('date')
    .orderBy('time')
    .execute();

export const upsertFeed = (db: Executor, userId: string, tokenHash: string, now: Date) =>
  db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .returning(['created_at'])
    .executeTakeFirstOrThrow();

export const findFeed = (db: Executor, userId: string) =>
  db.selectFrom('calendar_feeds').select(['created_at']).where('user_id', '=', userId).executeTakeFirst();

export const deleteFeed = (db: Executor, userId: string) =>
  db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();

/** The owner of a feed token, with the time zone its calendar is written in. */
export const findFeedOwner = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.name', 'users.timezone', 'users.family_id', 'calendar_feeds.created_at'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Everything the feed serves: all meetings and all dated tasks of the user. */
export const feedItems = async (db: Executor, userId: string) => ({
  meetings: await db
    .selectFrom('meetings')
    .select([
      'id',
      'title',
      'description',
      'date',
      'time',
      'duration',
      'location',
      'meeting_link',
      'status',
      'rrule',
    ])
    .where('user_id', '=', userId)
    .orderBy('date')
    .execute(),
  tasks: await db
    .selectFrom('tasks')
    .select(['id', 'title', 'description', 'due_date', 'status', 'priority', 'rrule', 'series_start'])
    .where('user_id', '=', userId)
    .where('due_date', 'is not', null)
    .orderBy('due_date')
    .execute(),
});
