import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { RequiredText, Timestamp } from '../../http/primitives.js';

export const PaymentMethodType = z.enum([
  'venmo',
  'zelle',
  'apple_pay',
  'google_pay',
  'amazon_wallet',
  'builtin_wallet',
]);

export const PaymentMethod = z.object({
  id: z.uuid(),
  user_name: z.string(),
  method_type: PaymentMethodType,
  handle: z.string(),
  is_default: z.boolean(),
  created_at: Timestamp,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const CreatePaymentMethodBody = z.object({
  /** Display only: the owner is the signed-in user. */
  user_name: z.string().trim().max(200).nullish(),
  method_type: PaymentMethodType.default('venmo'),
  handle: RequiredText('Handle'),
  is_default: z.boolean().default(false),
});
export type CreatePaymentMethodBody = z.input<typeof CreatePaymentMethodBody>;

export const Wallet = z.object({ user_name: z.string(), balance: z.number() });
export type Wallet = z.infer<typeof Wallet>;

export const walletApi = {
  listMethods: endpoint({
    method: 'get',
    path: '/api/payment-methods',
    summary: 'My payment methods (user_name is accepted for compatibility; the session decides)',
    query: z.object({ user_name: z.string().max(200).optional() }),
    answer: z.array(PaymentMethod),
    tag: 'plans',
  }),
  createMethod: endpoint({
    method: 'post',
    path: '/api/payment-methods',
    summary: 'Add a payment method',
    body: CreatePaymentMethodBody,
    answer: PaymentMethod,
    status: 201,
    tag: 'plans',
  }),
  balance: endpoint({
    method: 'get',
    path: '/api/wallet/balance/:user_name',
    summary: 'My wallet balance (the session decides whose)',
    params: z.object({ user_name: z.string().max(200) }),
    answer: Wallet,
    tag: 'plans',
  }),
};
