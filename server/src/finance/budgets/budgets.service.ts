import { budgetPeriod, todayIn, type Budget, type BudgetPeriod } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { spentBetween, type BudgetRow } from './budgets.repository.js';

/** A budget as answered: its current period (in its owner's time zone) and what is spent in it. */
export async function presentBudget(db: Executor, r: BudgetRow, now: Date): Promise<Budget> {
  const period = r.period as BudgetPeriod;
  const { start, end } = budgetPeriod(period, r.start_date, todayIn(r.owner_timezone, now));
  return {
    id: r.id,
    name: r.name,
    amount: Number(r.amount),
    period,
    category: r.category,
    start_date: r.start_date,
    is_active: r.is_active,
    spent: await spentBetween(db, r.user_id, r.category, start, end),
    period_start: start,
    period_end: end,
    created_at: r.created_at.toISOString(),
    owner_id: r.user_id,
    owner_name: r.owner_name,
  };
}
