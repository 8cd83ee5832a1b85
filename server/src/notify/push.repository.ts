import type { Executor } from '../db/schema.js';
import './tables.js';

const COLUMNS = [
  'id',
  'user_id',
  'endpoint',
  'p256dh',
  'auth',
  'device',
  'created_at',
  'last_sent_at',
] as const;

export const listSubscriptions = (db: Executor, userId: string) =>
  db
    .selectFrom('push_subscriptions')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export type PushSubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];

/** A device subscribes once per endpoint; subscribing again (or as another member) takes the endpoint over. */
export const upsertSubscription = (
  db: Executor,
  v: { user_id: string; endpoint: string; p256dh: string; auth: string; device: string },
) =>
  db
    .insertInto('push_subscriptions')
    .values(v)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: v.user_id, p256dh: v.p256dh, auth: v.auth, device: v.device }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const deleteSubscription = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

/** The push service said the subscription is gone (404/410): forget it. */
export const dropEndpoint = (db: Executor, endpoint: string) =>
  db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();

export const markSent = (db: Executor, id: string, at: Date) =>
  db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', '=', id).execute();

/** Members with at least one device subscribed (reminders reach them with no tab open). */
export const usersWithSubscriptions = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('push_subscriptions').select('user_id').distinct().execute()).map((r) => r.user_id);

export const findKey = async (db: Executor, name: string) =>
  (await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst())?.value;

/** Stores a key unless another process stored one first; answers the stored one either way. */
export const putKeyOnce = async (db: Executor, name: string, value: unknown) => {
  await db
    .insertInto('server_keys')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return findKey(db, name);
};
