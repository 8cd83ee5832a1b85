import type { Executor } from '../db/schema.js';

const COLUMNS = [
  'id',
  'name',
  'username',
  'email',
  'pending_email',
  'role',
  'verified',
  'avatar_url',
  'avatar_type',
  'family_id',
] as const;

export const findProfile = (db: Executor, userId: string) =>
  db.selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst();

export const updateProfile = (
  db: Executor,
  userId: string,
  v: { name?: string; role?: string; avatar_url?: string | null; avatar_type?: string },
) => db.updateTable('users').set(v).where('id', '=', userId).returning(COLUMNS).executeTakeFirstOrThrow();

export const setAvatar = (db: Executor, userId: string, avatar_url: string | null, avatar_type: string) =>
  db
    .updateTable('users')
    .set({ avatar_url, avatar_type })
    .where('id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const saveAvatarImage = (
  db: Executor,
  userId: string,
  content_type: string,
  data: Buffer,
  now: Date,
) =>
  db
    .insertInto('user_avatars')
    .values({ user_id: userId, content_type, data, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ content_type, data, updated_at: now }))
    .execute();

export const deleteAvatarImage = (db: Executor, userId: string) =>
  db.deleteFrom('user_avatars').where('user_id', '=', userId).execute();

/** The avatar of a user in `familyId` only: another family's id finds nothing. */
export const findFamilyAvatar = (db: Executor, familyId: string, userId: string) =>
  db
    .selectFrom('user_avatars')
    .innerJoin('users', 'users.id', 'user_avatars.user_id')
    .select(['user_avatars.content_type', 'user_avatars.data'])
    .where('users.family_id', '=', familyId)
    .where('user_avatars.user_id', '=', userId)
    .executeTakeFirst();
