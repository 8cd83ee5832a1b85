import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';
import '../notify/tables.js';

/** The accounts on a plan: its owner and every participant with an account. */
export async function planMembers(db: Executor, planId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('plans')
    .select('owner_id as user_id')
    .where('id', '=', planId)
    .union(
      db
        .selectFrom('plan_participants')
        .select(sql<string>`user_id`.as('user_id'))
        .where('plan_id', '=', planId)
        .where('user_id', 'is not', null),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

export const isUnfollowed = async (db: Executor, planId: string, userId: string) =>
  !!(await db
    .selectFrom('plan_unfollows')
    .select('user_id')
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst());

export const setUnfollowed = async (db: Executor, planId: string, userId: string, unfollowed: boolean) => {
  if (unfollowed)
    await db
      .insertInto('plan_unfollows')
      .values({ plan_id: planId, user_id: userId })
      .onConflict((oc) => oc.columns(['plan_id', 'user_id']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('plan_unfollows')
      .where('plan_id', '=', planId)
      .where('user_id', '=', userId)
      .execute();
};

/** The plan's members who follow it (all but those who turned it off), but `except`. */
export async function planFollowers(db: Executor, planId: string, except: string): Promise<string[]> {
  const off = new Set(
    (await db.selectFrom('plan_unfollows').select('user_id').where('plan_id', '=', planId).execute()).map(
      (r) => r.user_id,
    ),
  );
  return (await planMembers(db, planId)).filter((id) => id !== except && !off.has(id));
}

/**
 * Claims the notice of `editorId`'s edits of a plan: true when followers have not heard of this editor's
 * edits of it within `quietMs` (one statement, so two processes never both win).
 */
export const claimEditNotice = async (
  db: Executor,
  planId: string,
  editorId: string,
  now: Date,
  quietMs: number,
): Promise<boolean> =>
  (await db
    .insertInto('plan_edit_notices')
    .values({ plan_id: planId, editor_id: editorId, sent_at: now })
    .onConflict((oc) =>
      oc
        .columns(['plan_id', 'editor_id'])
        .doUpdateSet({ sent_at: now })
        .where('plan_edit_notices.sent_at', '<=', new Date(now.getTime() - quietMs)),
    )
    .returning('plan_id')
    .executeTakeFirst()) !== undefined;

export const planName = async (db: Executor, planId: string) =>
  (await db.selectFrom('plans').select('name').where('id', '=', planId).executeTakeFirst())?.name;
