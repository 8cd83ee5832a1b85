import {
  parseStatement,
  StatementError,
  suggestCategory,
  type ExpenseCategory,
  type StatementPreview,
  type StatementRowPreview,
} from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { existingImportKeys, insertExpense } from '../expenses/expenses.repository.js';
import { sameDayExpenses } from './statements.repository.js';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Parses the uploaded file and marks each row new, duplicate (imported before, or the same expense exists) or skipped. */
export async function previewStatement(
  db: Executor,
  userId: string,
  filename: string,
  base64: string,
): Promise<StatementPreview> {
  const bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'The statement file is empty');
  let parsed;
  try {
    parsed = parseStatement(filename, bytes);
  } catch (err) {
    if (err instanceof StatementError) throw new HttpError(422, err.message);
    throw err;
  }
  const keys = parsed.transactions.map((t) => t.key);
  const imported = await existingImportKeys(db, userId, keys);
  const dates = [...new Set(parsed.transactions.map((t) => t.date).filter(Boolean))];
  const same = new Set(
    (await sameDayExpenses(db, userId, dates)).map(
      (e) => `${e.date}|${Number(e.amount).toFixed(2)}|${norm(e.title)}`,
    ),
  );
  const rows: StatementRowPreview[] = parsed.transactions.map((t) => {
    const duplicate =
      imported.has(t.key) ||
      (!t.skip && same.has(`${t.date}|${t.amount.toFixed(2)}|${norm(t.description.slice(0, 200))}`));
    return {
      key: t.key,
      date: t.date || null,
      description: t.description,
      amount: t.amount,
      currency: t.currency,
      account: t.account,
      category: suggestCategory(t.description),
      status: t.skip ? 'skipped' : duplicate ? 'duplicate' : 'new',
      reason: t.skip ?? (duplicate ? 'Already imported' : null),
    };
  });
  const count = (s: StatementRowPreview['status']) => rows.filter((r) => r.status === s).length;
  return {
    format: parsed.format,
    accounts: parsed.accounts,
    rows,
    counts: { new: count('new'), duplicate: count('duplicate'), skipped: count('skipped') },
  };
}

/** Imports the new rows (optionally only `keys`), with the chosen categories, in the caller's transaction. */
export async function importStatement(
  db: Executor,
  userId: string,
  input: {
    filename: string;
    content_base64: string;
    categories?: Record<string, ExpenseCategory>;
    keys?: string[];
  },
) {
  const preview = await previewStatement(db, userId, input.filename, input.content_base64);
  const wanted = input.keys ? new Set(input.keys) : undefined;
  let imported = 0;
  for (const r of preview.rows) {
    if (r.status !== 'new' || !r.date || (wanted && !wanted.has(r.key))) continue;
    await insertExpense(db, userId, {
      title: r.description.slice(0, 200),
      description: `Imported from ${input.filename}${r.account ? ` (account ${r.account})` : ''}${r.currency ? ` · ${r.currency}` : ''}`,
      amount: r.amount,
      category: input.categories?.[r.key] ?? r.category,
      date: r.date,
      source: 'import',
      import_key: r.key,
    });
    imported++;
  }
  return { imported, duplicates: preview.counts.duplicate, skipped: preview.counts.skipped };
}
