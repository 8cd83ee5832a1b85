import { receiptsApi, todayIn, type Receipt } from '@hearth/shared';
import { route } from '../../http/route.js';
import { badRequest, found } from '../../http/errors.js';
import { insertExpense } from '../expenses/expenses.repository.js';
import { presentExpense } from '../expenses/expenses.presenter.js';
import { expenseChanged } from '../expenses/expenses.events.js';
import { findReceipt, findReceiptImage, insertReceipt } from './receipts.repository.js';
import { readReceipt } from './receipts.service.js';
import { receiptOcr } from './receiptOcr.js';

type ReceiptRow = {
  id: string;
  merchant_name: string;
  total: number | null;
  receipt_date: string | null;
  created_at: Date;
};
const presentReceipt = (r: ReceiptRow): Receipt => ({
  id: r.id,
  merchant_name: r.merchant_name,
  total: r.total === null ? null : Number(r.total),
  date: r.receipt_date,
  created_at: r.created_at.toISOString(),
});

export const receiptRoutes = [
  // OCR takes a second or two: it runs outside any transaction, then one insert stores the result.
  route(
    receiptsApi.upload,
    async ({ db, user, body, changes }) => {
      const receipt = await readReceipt(receiptOcr(), body.image_base64);
      const row = await insertReceipt(db, user.id, receipt);
      changes.emit({ user: user.id }, { resource: 'receipts', action: 'created', id: row.id });
      return presentReceipt(row);
    },
    { writes: 'own', bodyLimit: '20mb' },
  ),

  route(receiptsApi.createExpense, async ({ db, user, params, body, changes, deps }) => {
    const receipt = found(await findReceipt(db, user.id, params.id), 'Receipt');
    const amount = body.amount ?? (receipt.total === null ? undefined : Number(receipt.total));
    if (amount === undefined || amount <= 0)
      throw badRequest('No total was read from this receipt: enter the amount');
    const today = todayIn(user.timezone, deps.clock());
    const date =
      body.date ?? (receipt.receipt_date && receipt.receipt_date <= today ? receipt.receipt_date : today);
    const row = await insertExpense(db, user.id, {
      title: body.title ?? (receipt.merchant_name || 'Receipt'),
      description: receipt.merchant_name ? `Receipt from ${receipt.merchant_name}` : 'Scanned receipt',
      amount,
      category: body.category ?? 'other',
      date,
      receipt_id: receipt.id,
      source: 'receipt',
    });
    expenseChanged(changes, user.family_id, 'created', row.id);
    return presentExpense(row);
  }),

  route(receiptsApi.image, async ({ db, user, params, ctx }) => {
    const row = found(await findReceiptImage(db, user.id, params.id), 'Receipt');
    ctx.type = row.mime_type;
    ctx.set('cache-control', 'private, max-age=3600');
    ctx.set('x-content-type-options', 'nosniff');
    // PGlite answers bytea as a Uint8Array; Koa sends only a Buffer as bytes.
    return Buffer.from(row.image.buffer, row.image.byteOffset, row.image.byteLength);
  }),
];
