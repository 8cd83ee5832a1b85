import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, RequiredText } from '../../http/primitives.js';
import { FinanceOwnerFields, positiveAmount, FinanceScopeQuery } from './common.js';

export const BUDGET_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const BudgetPeriod = z.enum(BUDGET_PERIODS);
export type BudgetPeriod = z.infer<typeof BudgetPeriod>;

export const Budget = z.object({
  id: z.uuid(),
  name: z.string(),
  amount: z.number(),
  period: BudgetPeriod,
  category: z.string(),
  start_date: IsoDate,
  is_active: z.boolean(),
  /** Spent in the current period (expenses of the category, 'general' = all). */
  spent: z.number(),
  period_start: IsoDate,
  period_end: IsoDate,
  created_at: z.string(),
  ...FinanceOwnerFields,
});
export type Budget = z.infer<typeof Budget>;

export const CreateBudgetBody = z.object({
  name: RequiredText('Name'),
  amount: positiveAmount('Amount'),
  period: BudgetPeriod.default('monthly'),
  category: z
    .string()
    .trim()
    .toLowerCase()
    .max(60)
    .nullish()
    .transform((c) => c || 'general'),
  start_date: IsoDate,
  is_active: z.boolean().default(true),
});
export type CreateBudgetBody = z.input<typeof CreateBudgetBody>;

export const budgetsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/budgets',
    summary: 'My budgets with what is spent in the current period',
    query: FinanceScopeQuery,
    answer: z.array(Budget),
    tag: 'finance',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/budgets',
    summary: 'Create a budget',
    body: CreateBudgetBody,
    answer: Budget,
    status: 201,
    tag: 'finance',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/budgets/:id',
    summary: 'Delete one of my budgets',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'finance',
  }),
};
