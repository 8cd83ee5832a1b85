import { budgetsApi } from '@hearth/shared';
import { route } from '../../http/route.js';
import { notFound } from '../../http/errors.js';
import { deleteBudget, insertBudget, listBudgets } from './budgets.repository.js';
import { presentBudget } from './budgets.service.js';

export const budgetRoutes = [
  route(budgetsApi.list, async ({ db, user, query, deps }) => {
    const rows = await listBudgets(db, user, query.scope);
    const now = deps.clock();
    const out = [];
    for (const r of rows) out.push(await presentBudget(db, r, now));
    return out;
  }),

  route(budgetsApi.create, async ({ db, user, body, changes, deps }) => {
    const row = await insertBudget(db, user.id, body);
    changes.emit({ family: user.family_id }, { resource: 'budgets', action: 'created', id: row.id });
    return presentBudget(db, row, deps.clock());
  }),

  route(
    budgetsApi.remove,
    async ({ db, user, params, changes }) => {
      if (!(await deleteBudget(db, user.id, params.id))) throw notFound('Budget');
      changes.emit({ family: user.family_id }, { resource: 'budgets', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
