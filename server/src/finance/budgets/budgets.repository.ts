import { sql } from 'kysely';
import type { FinanceScope } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import { isoDateOf, ownerFilter } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'b.id',
  'b.user_id',
  'b.name',
  'b.amount',
  'b.period',
  'b.category',
  isoDateOf('b.start_date').as('start_date'),
  'b.is_active',
  'b.created_at',
  'owner.name as owner_name',
  'owner.timezone as owner_timezone',
] as const;

const selectBudgets = (db: Executor) =>
  db.selectFrom('budgets as b').innerJoin('users as owner', 'owner.id', 'b.user_id').select(COLUMNS);
export type BudgetRow = Awaited<ReturnType<ReturnType<typeof selectBudgets>['executeTakeFirstOrThrow']>>;

export function listBudgets(db: Executor, user: SessionUser, scope?: FinanceScope) {
  const [col, value] = ownerFilter(user, scope);
  return selectBudgets(db).where(col, '=', value).orderBy('b.created_at').orderBy('b.id').execute();
}

export interface NewBudget {
  name: string;
  amount: number;
  period: string;
  category: string;
  start_date: string;
  is_active: boolean;
}

export async function insertBudget(db: Executor, userId: string, b: NewBudget) {
  const { id } = await db
    .insertInto('budgets')
    .values({ user_id: userId, ...b })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectBudgets(db).where('b.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteBudget(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('budgets')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** What `userId` spent in [from, to) in `category` ('general' = every category), summed exactly. */
export async function spentBetween(
  db: Executor,
  userId: string,
  category: string,
  from: string,
  to: string,
): Promise<number> {
  let q = db
    .selectFrom('expenses')
    .select(sql<number>`coalesce(sum(amount), 0)::numeric(14,2)`.as('spent'))
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<', to);
  const c = category.trim().toLowerCase();
  if (c !== '' && c !== 'general') q = q.where(sql<string>`lower(category)`, '=', c);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.spent);
}
