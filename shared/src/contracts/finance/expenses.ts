import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, OptionalText, RequiredText } from '../../http/primitives.js';
import { FinanceOwnerFields, positiveAmount, FinanceScopeQuery } from './common.js';

export const EXPENSE_CATEGORIES = ['travel', 'food', 'software', 'hardware', 'other'] as const;
export const ExpenseCategory = z.enum(EXPENSE_CATEGORIES);
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

export const Expense = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  amount: z.number(),
  category: ExpenseCategory,
  date: IsoDate,
  receipt_id: z.uuid().nullable(),
  source: z.string(),
  created_at: z.string(),
  ...FinanceOwnerFields,
});
export type Expense = z.infer<typeof Expense>;

export const CreateExpenseBody = z.object({
  title: RequiredText('Title'),
  description: OptionalText(),
  amount: positiveAmount('Amount'),
  category: ExpenseCategory.default('other'),
  date: IsoDate,
});
export type CreateExpenseBody = z.input<typeof CreateExpenseBody>;

export const expensesApi = {
  list: endpoint({
    method: 'get',
    path: '/api/expenses',
    summary: 'My expenses, newest first (scope=family: every family member’s, read-only)',
    query: FinanceScopeQuery,
    answer: z.array(Expense),
    tag: 'finance',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/expenses',
    summary: 'Add an expense',
    body: CreateExpenseBody,
    answer: Expense,
    status: 201,
    tag: 'finance',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/expenses/:id',
    summary: 'Delete one of my expenses',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'finance',
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/api/expenses/export.csv',
    summary: 'My expenses as a CSV file',
    answer: z.string(),
    tag: 'finance',
  }),
};
