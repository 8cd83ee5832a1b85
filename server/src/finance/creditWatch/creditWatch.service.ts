import { addDays, todayIn } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import { expensesBetween } from '../expenses/expenses.repository.js';
import { chargesCreatedSince } from '../recurring/recurring.repository.js';
import { listBudgets } from '../budgets/budgets.repository.js';
import { presentBudget } from '../budgets/budgets.service.js';
import {
  bySeverity,
  duplicateCharges,
  exceededBudgets,
  newRecurringCharges,
  unusualExpenses,
  type Finding,
} from './rules.js';
import { existingRuleKeys, findAlertByRule, insertAlert } from './alerts.repository.js';

/** How far back expenses are looked at, and how recent a finding must be to be raised. */
const HISTORY_DAYS = 180;
const RECENT_DAYS = 30;
const NEW_RECURRING_DAYS = 7;

/**
 * Runs every rule over the user's data, stores the findings not raised before (one transaction),
 * and answers the most severe new one, or today's all-clear.
 */
export async function analyze(db: Executor, user: SessionUser, now: Date) {
  const today = todayIn(user.timezone, now);
  const expenses = (await expensesBetween(db, user.id, addDays(today, -HISTORY_DAYS), addDays(today, 1))).map(
    (e) => ({
      id: e.id,
      title: e.title,
      amount: Number(e.amount),
      category: e.category,
      date: e.date,
    }),
  );
  const recentFrom = addDays(today, -RECENT_DAYS);
  const charges = await chargesCreatedSince(
    db,
    user.id,
    new Date(now.getTime() - NEW_RECURRING_DAYS * 86_400_000),
  );
  const budgets = [];
  for (const b of await listBudgets(db, user)) if (b.is_active) budgets.push(await presentBudget(db, b, now));

  const findings: Finding[] = [
    ...exceededBudgets(budgets),
    ...unusualExpenses(expenses, recentFrom),
    ...duplicateCharges(expenses, recentFrom),
    ...newRecurringCharges(charges.map((c) => ({ ...c, amount: Number(c.amount) }))),
  ];
  const seen = await existingRuleKeys(
    db,
    user.id,
    findings.map((f) => f.rule_key),
  );
  const fresh = findings.filter((f) => !seen.has(f.rule_key)).sort(bySeverity);
  // Insert the least severe first so the most severe is the newest in the list.
  const created = [];
  for (const f of [...fresh].reverse()) created.push(await insertAlert(db, user.id, f));
  if (created.length > 0) return { alert: created[created.length - 1]!, created: true };

  const clearKey = `all-clear:${today}`;
  const existing = await findAlertByRule(db, user.id, clearKey);
  if (existing) return { alert: existing, created: false };
  const alert = await insertAlert(db, user.id, {
    rule_key: clearKey,
    severity: 'info',
    title: 'All looks good',
    description: `No unusual expenses, duplicate charges, new recurring charges or exceeded budgets found (${expenses.length} expenses checked).`,
  });
  return { alert, created: true };
}
