import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { RequiredText } from '../../http/primitives.js';
import { FinanceOwnerFields, FinanceScopeQuery, signedAmount } from './common.js';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit_card'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);

export const BankAccount = z.object({
  id: z.uuid(),
  account_name: z.string(),
  account_type: AccountType,
  institution: z.string(),
  balance: z.number(),
  currency: z.string(),
  is_linked: z.boolean(),
  created_at: z.string(),
  ...FinanceOwnerFields,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const CreateAccountBody = z.object({
  account_name: RequiredText('Account name'),
  account_type: AccountType.default('checking'),
  institution: RequiredText('Institution'),
  balance: signedAmount('Balance'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code')
    .default('USD'),
  is_linked: z.boolean().default(false),
});
export type CreateAccountBody = z.input<typeof CreateAccountBody>;

export const accountsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/bank-accounts',
    summary: 'My bank accounts',
    query: FinanceScopeQuery,
    answer: z.array(BankAccount),
    tag: 'finance',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/bank-accounts',
    summary: 'Add a bank account',
    body: CreateAccountBody,
    answer: BankAccount,
    status: 201,
    tag: 'finance',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/bank-accounts/:id',
    summary: 'Delete one of my bank accounts',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'finance',
  }),
};
