import type { FinanceScope } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import { ownerFilter } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'a.id',
  'a.user_id',
  'a.account_name',
  'a.account_type',
  'a.institution',
  'a.balance',
  'a.currency',
  'a.is_linked',
  'a.created_at',
  'owner.name as owner_name',
] as const;

const selectAccounts = (db: Executor) =>
  db.selectFrom('bank_accounts as a').innerJoin('users as owner', 'owner.id', 'a.user_id').select(COLUMNS);
export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

export function listAccounts(db: Executor, user: SessionUser, scope?: FinanceScope) {
  const [col, value] = ownerFilter(user, scope);
  return selectAccounts(db).where(col, '=', value).orderBy('a.created_at').orderBy('a.id').execute();
}

export interface NewAccount {
  account_name: string;
  account_type: string;
  institution: string;
  balance: number;
  currency: string;
  is_linked: boolean;
}

export async function insertAccount(db: Executor, userId: string, a: NewAccount) {
  const { id } = await db
    .insertInto('bank_accounts')
    .values({ user_id: userId, ...a })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectAccounts(db).where('a.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteAccount(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('bank_accounts')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
