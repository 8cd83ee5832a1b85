import type { Executor } from '../../db/schema.js';
import { isoDateOf } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'id',
  'merchant_name',
  'total',
  isoDateOf('receipt_date').as('receipt_date'),
  'created_at',
] as const;

export interface NewReceipt {
  merchant_name: string;
  total: number | null;
  receipt_date: string | null;
  ocr_text: string;
  mime_type: string;
  image: Buffer;
}

export function insertReceipt(db: Executor, userId: string, r: NewReceipt) {
  return db
    .insertInto('receipts')
    .values({ user_id: userId, ...r })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findReceipt(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('receipts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findReceiptImage(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('receipts')
    .select(['mime_type', 'image'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
