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
