import type { Executor } from '../db/schema.js';
import './plans.tables.js';

const COLUMNS = [
  'plan_id',
  'id',
  'description',
  'total_amount',
  'paid_by',
  'split_type',
  'status',
  'created_at',
] as const;

/** Callers check access to the plan first (plans.policy). */
export async function listSharedExpenses(db: Executor, planId: string, id?: string) {
  let q = db.selectFrom('shared_expenses').select(COLUMNS).where('plan_id', '=', planId);
  if (id) q = q.where('id', '=', id);
  const expenses = await q.orderBy('created_at').orderBy('id').execute();
  if (expenses.length === 0) return [];
  const shares = await db
    .selectFrom('shared_expense_shares')
    .select(['expense_id', 'position', 'name', 'amount_owed', 'paid'])
    .where('plan_id', '=', planId)
    .where(
      'expense_id',
      'in',
      expenses.map((e) => e.id),
    )
    .orderBy('position')
    .execute();
  return expenses.map((e) => ({ ...e, shares: shares.filter((s) => s.expense_id === e.id) }));
}
export type SharedExpenseRow = Awaited<ReturnType<typeof listSharedExpenses>>[number];

/** The plan an expense belongs to, among the plans the caller may see. */
export function planOfExpense(db: Executor, expenseId: string) {
  return db.selectFrom('shared_expenses').select('plan_id').where('id', '=', expenseId).execute();
}
