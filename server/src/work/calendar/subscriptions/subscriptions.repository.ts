import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/schema.js';
import type { CalendarSubscriptionsTable } from '../../tables.js';

const COLUMNS = [
  'id',
  'family_id',
  'name',
  'url',
  'color',
  'member_id',
  'body',
  'etag',
  'last_modified',
  'last_fetched_at',
  'last_error',
  'created_at',
] as const;

export const listSubscriptions = (db: Executor, familyId: string) =>
  db
    .selectFrom('calendar_subscriptions')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findSubscription = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('calendar_subscriptions')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertSubscription = (db: Executor, v: Insertable<CalendarSubscriptionsTable>) =>
  db.insertInto('calendar_subscriptions').values(v).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateSubscription = (
  db: Executor,
  familyId: string,
  id: string,
  v: Updateable<CalendarSubscriptionsTable>,
) =>
  db
    .updateTable('calendar_subscriptions')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();

export const deleteSubscription = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('calendar_subscriptions')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

/** Subscribed URLs whose next fetch is due, oldest first. */
export const dueSubscriptions = (db: Executor, now: Date, limit: number) =>
  db
    .selectFrom('calendar_subscriptions')
    .select(COLUMNS)
    .where('url', 'is not', null)
    .where('next_fetch_at', '<=', now)
    .orderBy('next_fetch_at')
    .limit(limit)
    .execute();

export type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];
