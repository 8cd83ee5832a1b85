import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';

export const insertFamily = (db: Executor, name: string) =>
  db.insertInto('families').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();

export const findFamily = (db: Executor, id: string) =>
  db.selectFrom('families').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const listMembers = (db: Executor, familyId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'email', 'avatar_url', 'family_role as role'])
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .execute();

export const memberIds = async (db: Executor, familyId: string): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('family_id', '=', familyId).execute()).map((r) => r.id);

export const insertInvite = (
  db: Executor,
  v: { code: string; family_id: string; created_by: string; expires_at: Date },
) => db.insertInto('family_invites').values(v).returning(['code', 'expires_at']).executeTakeFirstOrThrow();

/** Takes a valid, unused invite: marks it used by `userId` and answers its family, or undefined. */
export const consumeInvite = (db: Executor, code: string, userId: string, now: Date) =>
  db
    .updateTable('family_invites')
    .set({ used_by: userId })
    .where('code', '=', code.toUpperCase())
    .where('used_by', 'is', null)
    .where('expires_at', '>', now)
    .returning(['family_id', 'role'])
    .executeTakeFirst();
