import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { IsoDate } from '../../http/primitives.js';
import { ExpenseCategory } from './expenses.js';

/** A statement file as uploaded: its name and raw bytes (base64, so that Windows-1252 survives). */
export const StatementFileBody = z.object({
  filename: z.string().trim().min(1, 'File name is required').max(255),
  content_base64: z
    .string({ error: 'File content is required' })
    .min(1, 'File content is required')
    .max(7_000_000, 'Statement file is too large'),
});

export const StatementRowPreview = z.object({
  /** Stable key of the row: the OFX transaction id, or date+amount+description. */
  key: z.string(),
  /** null for pending rows, which have no posted date yet. */
  date: IsoDate.nullable(),
  description: z.string(),
  /** Positive: money out (an expense). Negative: money in (payments, deposits), not imported. */
  amount: z.number(),
  currency: z.string().nullable(),
  account: z.string().nullable(),
  category: ExpenseCategory,
  status: z.enum(['new', 'duplicate', 'skipped']),
  reason: z.string().nullable(),
});
export type StatementRowPreview = z.infer<typeof StatementRowPreview>;

export const StatementPreview = z.object({
  format: z.enum(['ofx', 'csv']),
  accounts: z.array(z.string()),
  rows: z.array(StatementRowPreview),
  counts: z.object({ new: z.number(), duplicate: z.number(), skipped: z.number() }),
});
export type StatementPreview = z.infer<typeof StatementPreview>;

export const ImportStatementBody = StatementFileBody.extend({
  /** Category per row key, as chosen in the preview; rows not named keep the suggested category. */
  categories: z.record(z.string().max(300), ExpenseCategory).optional(),
  /** Only these row keys (default: every new row). */
  keys: z.array(z.string().max(300)).max(10_000).optional(),
});
export type ImportStatementBody = z.input<typeof ImportStatementBody>;

export const ImportResult = z.object({ imported: z.number(), duplicates: z.number(), skipped: z.number() });

export const statementsApi = {
  preview: endpoint({
    method: 'post',
    path: '/api/expenses/import/preview',
    summary: 'Parse a bank or card statement (CSV or OFX) and preview the expenses it would add',
    body: StatementFileBody,
    answer: StatementPreview,
    tag: 'finance',
  }),
  import: endpoint({
    method: 'post',
    path: '/api/expenses/import',
    summary: 'Import a statement into expenses; rows already imported are never added twice',
    body: ImportStatementBody,
    answer: ImportResult,
    tag: 'finance',
  }),
};
