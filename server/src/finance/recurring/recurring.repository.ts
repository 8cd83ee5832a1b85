import type { FinanceScope } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import { isoDateOf, ownerFilter } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'r.id',
  'r.user_id',
  'r.name',
  'r.description',
  'r.amount',
  'r.frequency',
  'r.category',
  isoDateOf('r.next_billing_date').as('next_billing_date'),
  'r.is_active',
  'r.created_at',
  'owner.name as owner_name',
] as const;

const selectCharges = (db: Executor) =>
  db
    .selectFrom('recurring_charges as r')
    .innerJoin('users as owner', 'owner.id', 'r.user_id')
    .select(COLUMNS);
export type RecurringRow = Awaited<ReturnType<ReturnType<typeof selectCharges>['executeTakeFirstOrThrow']>>;

export function listCharges(db: Executor, user: SessionUser, scope?: FinanceScope) {
  const [col, value] = ownerFilter(user, scope);
  return selectCharges(db).where(col, '=', value).orderBy('r.next_billing_date').orderBy('r.id').execute();
}

export interface NewCharge {
  name: string;
  description: string;
  amount: number;
  frequency: string;
  category: string;
  next_billing_date: string;
  is_active: boolean;
}

export async function insertCharge(db: Executor, userId: string, c: NewCharge) {
  const { id } = await db
    .insertInto('recurring_charges')
    .values({ user_id: userId, ...c })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectCharges(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteCharge(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('recurring_charges')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** My charges added since `since` (the "new recurring charge" rule). */
export function chargesCreatedSince(db: Executor, userId: string, since: Date) {
  return db
    .selectFrom('recurring_charges')
    .select(['id', 'name', 'amount', 'frequency', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .execute();
}
