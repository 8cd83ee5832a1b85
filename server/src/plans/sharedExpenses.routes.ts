import { randomUUID } from 'node:crypto';
import { addExpense, planDocName, setSharePaid, sharedExpensesApi, splitEqual } from '@hearth/shared';
import { route } from '../http/route.js';
import { found, notFound } from '../http/errors.js';
import { collabOf } from './collab.js';
import { allow, planAccess } from './planAccess.js';
import { findPlan } from './plans.repository.js';
import { listSharedExpenses, planOfExpense } from './sharedExpenses.repository.js';
import { presentSharedExpense } from './plans.presenter.js';
import type { AppDeps } from '../http/deps.js';
import type { SessionUser } from '../auth/session.js';

async function expenseFor(deps: AppDeps, planId: string, id: string) {
  return presentSharedExpense(found((await listSharedExpenses(deps.db, planId, id))[0], 'Shared expense'));
}

/** The visible plan holding this expense, or 404. */
async function planHolding(deps: AppDeps, user: SessionUser, expenseId: string) {
  for (const { plan_id } of await planOfExpense(deps.db, expenseId)) {
    if (await findPlan(deps.db, user, plan_id)) return plan_id;
  }
  throw notFound('Shared expense');
}

export const sharedExpenseRoutes = [
  route(sharedExpensesApi.list, async ({ query, user, db }) => {
    found(await findPlan(db, user, query.plan_id), 'Plan');
    return (await listSharedExpenses(db, query.plan_id)).map(presentSharedExpense);
  }),
  route(
    sharedExpensesApi.create,
    async ({ body, user, deps }) => {
      allow((await planAccess(deps.db, user, body.plan_id)).role, 'add_expense');
      const names = body.participant_names;
      const amounts =
        body.split_type === 'custom' ? body.custom_amounts! : splitEqual(body.total_amount, names.length);
      const id = randomUUID();
      await collabOf(deps).change(
        planDocName(body.plan_id),
        (doc) =>
          addExpense(doc, id, {
            description: body.description,
            total_amount: body.total_amount,
            paid_by: body.paid_by || user.name,
            split_type: body.split_type,
            shares: names.map((name, i) => ({ name, amount_owed: amounts[i]! })),
            created_at: new Date().toISOString(),
          }),
        { userId: user.id },
      );
      return expenseFor(deps, body.plan_id, id);
    },
    { writes: 'own' },
  ),
  route(
    sharedExpensesApi.markPaid,
    async ({ params, body, user, deps }) => {
      const planId = await planHolding(deps, user, params.id);
      const expense = await expenseFor(deps, planId, params.id);
      const share = expense.participants[params.index];
      if (!share) throw notFound('Share');
      const own = share.name.trim().toLowerCase() === user.name.trim().toLowerCase();
      allow((await planAccess(deps.db, user, planId)).role, 'tick_paid', { own });
      await collabOf(deps).change(
        planDocName(planId),
        (doc) => setSharePaid(doc, params.id, params.index, body.paid),
        { userId: user.id },
      );
      return expenseFor(deps, planId, params.id);
    },
    { writes: 'own' },
  ),
];
