import type { Insertable } from 'kysely';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { visibleTo } from './lists.policy.js';
import type { ListsTable } from './lists.tables.js';

const LIST_COLUMNS = [
  'lists.id',
  'lists.family_id',
  'lists.owner_id',
  'lists.name',
  'lists.kind',
  'lists.sharing',
  'lists.item_count',
  'lists.checked_count',
  'lists.updated_at',
  'users.name as owner_name',
] as const;

const lists = (db: Executor, user: SessionUser) =>
  db
    .selectFrom('lists')
    .innerJoin('users', 'users.id', 'lists.owner_id')
    .select(LIST_COLUMNS)
    .where(visibleTo(user));

export function listLists(db: Executor, user: SessionUser) {
  return lists(db, user).orderBy('lists.updated_at', 'desc').orderBy('lists.id').execute();
}

export function findList(db: Executor, user: SessionUser, id: string) {
  return lists(db, user).where('lists.id', '=', id).executeTakeFirst();
}
export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

export async function membersOf(db: Executor, listIds: string[]) {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('list_members')
    .select(['list_id', 'user_id'])
    .where('list_id', 'in', listIds)
    .orderBy('user_id')
    .execute();
}

export function itemsOf(db: Executor, listId: string) {
  return db
    .selectFrom('list_items')
    .select([
      'id',
      'text',
      'quantity',
      'unit',
      'category',
      'note',
      'position',
      'checked',
      'checked_by',
      'checked_by_name',
      'checked_at',
      'added_by',
      'added_by_name',
      'added_at',
    ])
    .where('list_id', '=', listId)
    .orderBy('position')
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export function historyOf(db: Executor, listId: string) {
  return db
    .selectFrom('list_history')
    .select(['key', 'text', 'quantity', 'unit', 'category', 'times', 'cleared_at', 'cleared_by_name'])
    .where('list_id', '=', listId)
    .orderBy('cleared_at', 'desc')
    .orderBy('key')
    .execute();
}

/** The categories the family chose before: item key -> category. */
export async function learnedCategories(db: Executor, familyId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('list_categories')
    .select(['key', 'category'])
    .where('family_id', '=', familyId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.category]));
}

/** The list's own row, written before its document is first projected. */
export async function insertListShell(db: Executor, row: Insertable<ListsTable>) {
  await db.insertInto('lists').values(row).execute();
}

/** A deleted list keeps its rows (its document may still hear from offline editors) but nobody sees it. */
export async function markDeleted(db: Executor, id: string) {
  await db.updateTable('lists').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

/** Which of these users belong to the family (a list is shared only within its family). */
export async function familyMemberIds(db: Executor, familyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}
