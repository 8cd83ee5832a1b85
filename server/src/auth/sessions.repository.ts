import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';
import { USER_COLUMNS } from './users.repository.js';

export const insertSession = (
  db: Executor,
  v: { token_hash: string; user_id: string; expires_at: Date; user_agent: string; now: Date },
) =>
  db
    .insertInto('sessions')
    .values({
      token_hash: v.token_hash,
      user_id: v.user_id,
      expires_at: v.expires_at,
      user_agent: v.user_agent,
      last_seen_at: v.now,
    })
    .execute();

export const findSessionUser = (db: Executor, tokenHash: string, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([...USER_COLUMNS, 'sessions.expires_at', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export const deleteSession = (db: Executor, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

/** Slides the expiry and records when the session was last seen. */
export const touchSession = (db: Executor, tokenHash: string, lastSeen: Date, expiresAt: Date) =>
  db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_seen_at: lastSeen })
    .where('token_hash', '=', tokenHash)
    .execute();

export const listSessions = (db: Executor, userId: string, now: Date) =>
  db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();

/** Ends the user's sessions (all, one by id, or all but one token); answers the ended token hashes. */
export async function deleteSessionsOf(
  db: Executor,
  userId: string,
  which: { id?: string; except?: string } = {},
): Promise<string[]> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (which.id) q = q.where('id', '=', which.id);
  if (which.except) q = q.where('token_hash', '<>', which.except);
  const rows = await q.returning('token_hash').execute();
  return rows.map((r) => r.token_hash);
}
