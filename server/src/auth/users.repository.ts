import type { FamilyRole } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';

/** The columns a user is presented from; never the password or token hashes. */
export const USER_COLUMNS = [
  'users.id',
  'users.family_id',
  'users.name',
  'users.username',
  'users.email',
  'users.theme',
  'users.wallpaper',
  'users.timezone',
  'users.verified',
  'users.avatar_url',
  'users.family_role',
] as const;

export const findUserByEmail = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select([
      ...USER_COLUMNS,
      'users.password_hash',
      'users.verification_token_hash',
      'users.verification_expires_at',
    ])
    .where('users.email', '=', email)
    .executeTakeFirst();

export const findUserById = (db: Executor, id: string) =>
  db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export const insertUser = (
  db: Executor,
  values: {
    family_id: string;
    name: string;
    username: string;
    email: string;
    password_hash: string;
    theme: string;
    wallpaper: string;
    timezone: string;
    verification_token_hash: string;
    verification_expires_at: Date;
  },
) => db.insertInto('users').values(values).returning(USER_COLUMNS).executeTakeFirstOrThrow();

export const markVerified = (db: Executor, id: string) =>
  db
    .updateTable('users')
    .set({ verified: true, verification_token_hash: null, verification_expires_at: null })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();

export const setTimezone = (db: Executor, id: string, timezone: string) =>
  db.updateTable('users').set({ timezone }).where('id', '=', id).execute();

/** Moves a user into a family with the role their invite gave (or 'owner' of a family of their own). */
export const setFamily = (db: Executor, id: string, familyId: string, role: FamilyRole) =>
  db.updateTable('users').set({ family_id: familyId, family_role: role }).where('id', '=', id).execute();

export const findPasswordHash = async (db: Executor, id: string) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

/** A new password; any reset link still out stops working. */
export const setPassword = (db: Executor, id: string, passwordHash: string) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, reset_token_hash: null, reset_expires_at: null })
    .where('id', '=', id)
    .execute();

export const setVerificationToken = (db: Executor, id: string, tokenHash: string, expires: Date) =>
  db
    .updateTable('users')
    .set({ verification_token_hash: tokenHash, verification_expires_at: expires })
    .where('id', '=', id)
    .execute();

export const findResetState = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'reset_token_hash', 'reset_expires_at'])
    .where('email', '=', email)
    .executeTakeFirst();

export const setResetToken = (db: Executor, id: string, tokenHash: string, expires: Date) =>
  db
    .updateTable('users')
    .set({ reset_token_hash: tokenHash, reset_expires_at: expires })
    .where('id', '=', id)
    .execute();

export const findPendingEmail = (db: Executor, id: string) =>
  db
    .selectFrom('users')
    .select(['pending_email', 'pending_email_token_hash', 'pending_email_expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Sets (or with null, drops) the address waiting for its link. */
export const setPendingEmail = (
  db: Executor,
  id: string,
  pending: { email: string; tokenHash: string; expires: Date } | null,
) =>
  db
    .updateTable('users')
    .set({
      pending_email: pending?.email ?? null,
      pending_email_token_hash: pending?.tokenHash ?? null,
      pending_email_expires_at: pending?.expires ?? null,
    })
    .where('id', '=', id)
    .execute();

export const findByPendingToken = (db: Executor, tokenHash: string, now: Date) =>
  db
    .selectFrom('users')
    .select(['id', 'pending_email'])
    .where('pending_email_token_hash', '=', tokenHash)
    .where('pending_email_expires_at', '>', now)
    .executeTakeFirst();

/** The pending address becomes the sign-in address (verified by its link). */
export const adoptPendingEmail = (db: Executor, id: string, email: string) =>
  db
    .updateTable('users')
    .set({
      email,
      verified: true,
      pending_email: null,
      pending_email_token_hash: null,
      pending_email_expires_at: null,
    })
    .where('id', '=', id)
    .execute();

export const emailInUse = async (db: Executor, email: string, exceptUserId?: string) => {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId) q = q.where('id', '<>', exceptUserId);
  return !!(await q.executeTakeFirst());
};
