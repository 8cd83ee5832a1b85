import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { RequiredText } from '../../http/primitives.js';
import { FinanceOwnerFields, FinanceScopeQuery } from './common.js';

export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover'] as const;
export const CardType = z.enum(CARD_TYPES);

export const CreditCard = z.object({
  id: z.uuid(),
  card_name: z.string(),
  last_four: z.string(),
  card_type: CardType,
  is_mock: z.boolean(),
  created_at: z.string(),
  ...FinanceOwnerFields,
});
export type CreditCard = z.infer<typeof CreditCard>;

export const LinkCardBody = z.object({
  card_name: RequiredText('Card name'),
  last_four: z
    .string({ error: 'Last four digits are required' })
    .trim()
    .regex(/^\d{4}$/, 'Last four digits must be exactly 4 digits'),
  card_type: CardType.default('visa'),
});
export type LinkCardBody = z.input<typeof LinkCardBody>;

export const cardsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/credit-cards',
    summary: 'My linked credit cards (simulated link)',
    query: FinanceScopeQuery,
    answer: z.array(CreditCard),
    tag: 'finance',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/credit-cards',
    summary: 'Link a credit card (mock: no bank is contacted)',
    body: LinkCardBody,
    answer: CreditCard,
    status: 201,
    tag: 'finance',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/credit-cards/:id',
    summary: 'Remove one of my cards',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'finance',
  }),
};
