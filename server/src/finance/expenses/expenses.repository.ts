import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import type { FinanceScope } from '@hearth/shared';
import { isoDateOf, ownerFilter } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'e.id',
  'e.user_id',
  'e.title',
  'e.description',
  'e.amount',
  'e.category',
  isoDateOf('e.date').as('date'),
  'e.receipt_id',
  'e.source',
  'e.created_at',
  'owner.name as owner_name',
] as const;

export interface NewExpense {
  title: string;
  description: string;
  amount: number;
  category: string;
  date: string;
  receipt_id?: string | null;
  source?: string;
  import_key?: string | null;
}

function selectExpenses(db: Executor) {
  return db.selectFrom('expenses as e').innerJoin('users as owner', 'owner.id', 'e.user_id').select(COLUMNS);
}
export type ExpenseRow = Awaited<ReturnType<ReturnType<typeof selectExpenses>['executeTakeFirstOrThrow']>>;

export function listExpenses(db: Executor, user: SessionUser, scope?: FinanceScope) {
  const [col, value] = ownerFilter(user, scope);
  return selectExpenses(db)
    .where(col, '=', value)
    .orderBy('e.date', 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .execute();
}

export function findExpense(db: Executor, userId: string, id: string) {
  return selectExpenses(db).where('e.user_id', '=', userId).where('e.id', '=', id).executeTakeFirst();
}

export async function insertExpense(db: Executor, userId: string, e: NewExpense): Promise<ExpenseRow> {
  const { id } = await db
    .insertInto('expenses')
    .values({
      user_id: userId,
      title: e.title,
      description: e.description,
      amount: e.amount,
      category: e.category,
      date: e.date,
      receipt_id: e.receipt_id ?? null,
      source: e.source ?? 'manual',
      import_key: e.import_key ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findExpense(db, userId, id))!;
}

export async function deleteExpense(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('expenses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Import keys of mine among `keys` (statement rows already imported). */
export async function existingImportKeys(db: Executor, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('expenses')
    .select('import_key')
    .where('user_id', '=', userId)
    .where('import_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.import_key!));
}

/** My expenses dated in [from, to), for budget and analysis rules. */
export function expensesBetween(db: Executor, userId: string, from: string, to: string) {
  return db
    .selectFrom('expenses')
    .select(['id', 'title', 'amount', 'category', isoDateOf('date').as('date'), 'created_at'])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<', to)
    .execute();
}
