import { sql } from 'kysely';
import type { FamilyRole, GrantableFamilyRole } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';

export const insertFamily = (db: Executor, name: string) =>
  db.insertInto('families').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();

export const findFamily = (db: Executor, id: string) =>
  db.selectFrom('families').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** A child account has no email: it signs in with its username and a PIN. */
const childAccount = sql<boolean>`users.email is null`.as('child_account');

export const listMembers = (db: Executor, familyId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'email', 'avatar_url', 'family_role as role', childAccount])
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** One member of `familyId`; another family's id finds nothing. */
export const findMember = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'family_id', 'family_role as role', childAccount])
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();

export type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export const memberIds = async (db: Executor, familyId: string): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('family_id', '=', familyId).execute()).map((r) => r.id);

export const setFamilyRole = (db: Executor, id: string, role: FamilyRole) =>
  db.updateTable('users').set({ family_role: role }).where('id', '=', id).execute();

export const insertInvite = (
  db: Executor,
  v: { code: string; family_id: string; created_by: string; expires_at: Date; role: GrantableFamilyRole },
) =>
  db
    .insertInto('family_invites')
    .values(v)
    .returning(['code', 'expires_at', 'role'])
    .executeTakeFirstOrThrow();

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

/** A member who leaves (or is removed) takes no open invite of the family with them. */
export const dropOpenInvites = (db: Executor, createdBy: string) =>
  db.deleteFrom('family_invites').where('created_by', '=', createdBy).where('used_by', 'is', null).execute();
