import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, OptionalText, RequiredText } from '../../http/primitives.js';
import { FinanceOwnerFields, positiveAmount, FinanceScopeQuery } from './common.js';

export const RECURRING_FREQUENCIES = ['monthly', 'yearly'] as const;
export const RecurringFrequency = z.enum(RECURRING_FREQUENCIES);
export const RECURRING_CATEGORIES = ['subscription', 'utility', 'insurance', 'membership', 'other'] as const;
export const RecurringCategory = z.enum(RECURRING_CATEGORIES);

export const RecurringCharge = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  amount: z.number(),
  frequency: RecurringFrequency,
  category: RecurringCategory,
  next_billing_date: IsoDate,
  is_active: z.boolean(),
  /** amount per month and per year (yearly / 12, monthly * 12). */
  monthly_equivalent: z.number(),
  yearly_equivalent: z.number(),
  created_at: z.string(),
  ...FinanceOwnerFields,
});
export type RecurringCharge = z.infer<typeof RecurringCharge>;

export const CreateRecurringBody = z.object({
  name: RequiredText('Name'),
  description: OptionalText(),
  amount: positiveAmount('Amount'),
  frequency: RecurringFrequency.default('monthly'),
  category: RecurringCategory.default('subscription'),
  next_billing_date: IsoDate,
  is_active: z.boolean().default(true),
});
export type CreateRecurringBody = z.input<typeof CreateRecurringBody>;

export const RecurringTotals = z.object({
  monthly_total: z.number(),
  yearly_total: z.number(),
  active_count: z.number(),
});

export const recurringApi = {
  list: endpoint({
    method: 'get',
    path: '/api/recurring-charges',
    summary: 'My recurring charges with their monthly and yearly equivalents',
    query: FinanceScopeQuery,
    answer: z.array(RecurringCharge),
    tag: 'finance',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/recurring-charges',
    summary: 'Add a recurring charge',
    body: CreateRecurringBody,
    answer: RecurringCharge,
    status: 201,
    tag: 'finance',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/recurring-charges/:id',
    summary: 'Delete one of my recurring charges',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'finance',
  }),
};
