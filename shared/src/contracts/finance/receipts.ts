import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { IsoDate, RequiredText } from '../../http/primitives.js';
import { Expense, ExpenseCategory } from './expenses.js';
import { positiveAmount } from './common.js';

/** Largest receipt image accepted, decoded. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const Receipt = z.object({
  id: z.uuid(),
  merchant_name: z.string(),
  total: z.number().nullable(),
  date: IsoDate.nullable(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;

export const UploadReceiptBody = z.object({
  /** The image, base64 (a data: URL prefix is accepted). */
  image_base64: z
    .string({ error: 'Image is required' })
    .min(1, 'Image is required')
    .max(20_000_000, 'Image is too large'),
});

export const CreateExpenseFromReceiptBody = z.object({
  title: RequiredText('Title').optional(),
  /** Overrides the total read from the receipt (required when none was read). */
  amount: positiveAmount('Amount').optional(),
  category: ExpenseCategory.optional(),
  date: IsoDate.optional(),
});

export const receiptsApi = {
  upload: endpoint({
    method: 'post',
    path: '/api/receipts/upload',
    summary: 'Upload a receipt image; OCR reads its merchant and total',
    body: UploadReceiptBody,
    answer: Receipt,
    status: 201,
    tag: 'finance',
  }),
  createExpense: endpoint({
    method: 'post',
    path: '/api/receipts/:id/create-expense',
    summary: 'Create the expense of one of my parsed receipts',
    params: IdParams,
    body: CreateExpenseFromReceiptBody,
    answer: Expense,
    status: 201,
    tag: 'finance',
  }),
  image: endpoint({
    method: 'get',
    path: '/api/receipts/:id/image',
    summary: 'The image of one of my receipts',
    params: IdParams,
    answer: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    tag: 'finance',
  }),
};
