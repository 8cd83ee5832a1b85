import { expensesApi } from '@hearth/shared';
import { route } from '../../http/route.js';
import { notFound } from '../../http/errors.js';
import { deleteExpense, insertExpense, listExpenses } from './expenses.repository.js';
import { presentExpense } from './expenses.presenter.js';
import { expensesCsv } from './expenses.csv.js';
import { expenseChanged } from './expenses.events.js';

export const expenseRoutes = [
  route(expensesApi.list, async ({ db, user, query }) =>
    (await listExpenses(db, user, query.scope)).map(presentExpense),
  ),

  route(expensesApi.create, async ({ db, user, body, changes }) => {
    const row = await insertExpense(db, user.id, { ...body, description: body.description ?? '' });
    expenseChanged(changes, user.family_id, 'created', row.id);
    return presentExpense(row);
  }),

  route(
    expensesApi.remove,
    async ({ db, user, params, changes }) => {
      if (!(await deleteExpense(db, user.id, params.id))) throw notFound('Expense');
      expenseChanged(changes, user.family_id, 'deleted', params.id);
      return null;
    },
    { writes: 'one-statement' },
  ),

  route(expensesApi.exportCsv, async ({ db, user, ctx }) => {
    const rows = (await listExpenses(db, user)).map(presentExpense);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment('expenses.csv');
    return expensesCsv(rows);
  }),
];
