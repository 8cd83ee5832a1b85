import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { Money, OptionalText, RequiredText, Timestamp } from '../../http/primitives.js';
import { parseNames, sumsTo } from '../../collab/split.js';

export const SplitType = z.enum(['equal', 'custom']);
export const SharedExpenseStatus = z.enum(['pending', 'partially_paid', 'completed']);

export const ExpenseShare = z.object({ name: z.string(), amount_owed: z.number(), paid: z.boolean() });
export type ExpenseShare = z.infer<typeof ExpenseShare>;

export const SharedExpense = z.object({
  id: z.string(),
  plan_id: z.uuid(),
  description: z.string(),
  total_amount: z.number(),
  paid_by: z.string(),
  split_type: SplitType,
  participant_names: z.array(z.string()),
  status: SharedExpenseStatus,
  participants: z.array(ExpenseShare),
  created_at: Timestamp,
});
export type SharedExpense = z.infer<typeof SharedExpense>;

/** Names as a list, or as the form's comma-separated text. */
const Names = z
  .union([z.array(z.string().max(200)), z.string().max(5000)])
  .transform((v) => (typeof v === 'string' ? parseNames(v) : v.map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.string()).min(1, 'At least one participant is required').max(100));

export const CreateSharedExpenseBody = z
  .object({
    plan_id: z.uuid(),
    description: RequiredText('Description'),
    total_amount: Money.refine((n) => n > 0, 'Total amount must be positive'),
    /** Defaults to the signed-in user's name. */
    paid_by: OptionalText(200),
    split_type: SplitType.default('equal'),
    participant_names: Names,
    /** With split_type custom: one amount per participant, summing to the total. */
    custom_amounts: z.array(Money.refine((n) => n >= 0, 'Amounts cannot be negative')).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.split_type !== 'custom') return;
    if (!b.custom_amounts || b.custom_amounts.length !== b.participant_names.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_amounts'],
        message: 'A custom split needs one amount per participant',
      });
    } else if (!sumsTo(b.custom_amounts, b.total_amount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_amounts'],
        message: 'Custom amounts must sum to the total amount',
      });
    }
  });
export type CreateSharedExpenseBody = z.input<typeof CreateSharedExpenseBody>;

export const ShareParams = z.object({
  id: z.string().min(1).max(100),
  index: z.coerce.number().int().min(0).max(99),
});
export const MarkPaidBody = z.object({ paid: z.boolean() });

export const sharedExpensesApi = {
  list: endpoint({
    method: 'get',
    path: '/api/expenses/shared',
    summary: "A plan's shared expenses",
    query: z.object({ plan_id: z.uuid() }),
    answer: z.array(SharedExpense),
    tag: 'plans',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/expenses/shared',
    summary: 'Add a shared expense, split equally (to the cent) or by custom amounts',
    body: CreateSharedExpenseBody,
    answer: SharedExpense,
    status: 201,
    tag: 'plans',
  }),
  markPaid: endpoint({
    method: 'put',
    path: '/api/expenses/shared/:id/shares/:index',
    summary: "Tick (or untick) one participant's share as paid",
    params: ShareParams,
    body: MarkPaidBody,
    answer: SharedExpense,
    tag: 'plans',
  }),
};
