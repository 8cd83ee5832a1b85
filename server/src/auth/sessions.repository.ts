import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';
import { USER_COLUMNS } from './users.repository.js';

export const insertSession = (db: Executor, tokenHash: string, userId: string, expiresAt: Date) =>
  db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();

export const findSessionUser = (db: Executor, tokenHash: string, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([...USER_COLUMNS, 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export const deleteSession = (db: Executor, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

export const extendSession = (db: Executor, tokenHash: string, expiresAt: Date) =>
  db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
