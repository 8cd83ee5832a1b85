import type { Insertable } from 'kysely';
import type { Executor } from '../db/schema.js';
import type { PaymentMethodsTable } from './plans.tables.js';

const COLUMNS = ['id', 'user_name', 'method_type', 'handle', 'is_default', 'created_at'] as const;

export function listPaymentMethods(db: Executor, userId: string) {
  return db
    .selectFrom('payment_methods')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** A new default method replaces the old default. */
export async function insertPaymentMethod(db: Executor, row: Insertable<PaymentMethodsTable>) {
  if (row.is_default)
    await db
      .updateTable('payment_methods')
      .set({ is_default: false })
      .where('user_id', '=', row.user_id)
      .execute();
  return db.insertInto('payment_methods').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function walletBalance(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}
