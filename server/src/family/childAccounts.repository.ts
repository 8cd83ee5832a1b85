import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';
import { USER_COLUMNS } from '../auth/users.repository.js';

/** Child accounts: users without an email, signing in with a server-wide unique username and a PIN. */
export const childUsernameTaken = async (db: Executor, username: string) =>
  !!(await db
    .selectFrom('users')
    .select('id')
    .where('email', 'is', null)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst());

export const insertChildAccount = (
  db: Executor,
  v: { family_id: string; name: string; username: string; pin_hash: string; timezone: string },
) =>
  db
    .insertInto('users')
    .values({
      family_id: v.family_id,
      name: v.name,
      username: v.username,
      email: null,
      password_hash: v.pin_hash,
      theme: 'zen',
      wallpaper: 'gradient-1',
      timezone: v.timezone,
      verified: true,
      family_role: 'child',
      verification_token_hash: null,
      verification_expires_at: null,
    })
    .returning([
      'id',
      'name',
      'username',
      'email',
      'avatar_url',
      'family_role as role',
      sql<boolean>`true`.as('child_account'),
    ])
    .executeTakeFirstOrThrow();

/** The child account signing in with `username`, with its PIN hash. */
export const findChildAccount = (db: Executor, username: string) =>
  db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.password_hash'])
    .where('users.email', 'is', null)
    .where(sql`lower(users.username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export const setPinHash = (db: Executor, id: string, pinHash: string) =>
  db
    .updateTable('users')
    .set({ password_hash: pinHash })
    .where('id', '=', id)
    .where('email', 'is', null)
    .execute();

export const deleteChildAccount = (db: Executor, id: string) =>
  db.deleteFrom('users').where('id', '=', id).where('email', 'is', null).execute();

/** The session token hashes of a user (to close their sockets once the sessions are gone). */
export const sessionHashesOf = async (db: Executor, userId: string): Promise<string[]> =>
  (await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).map(
    (r) => r.token_hash,
  );

export const deleteSessionsOf = (db: Executor, userId: string) =>
  db.deleteFrom('sessions').where('user_id', '=', userId).execute();
