import type { FinanceScope } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session.js';
import { ownerFilter } from '../scope.js';
import '../tables.js';

const COLUMNS = [
  'c.id',
  'c.user_id',
  'c.card_name',
  'c.last_four',
  'c.card_type',
  'c.is_mock',
  'c.created_at',
  'owner.name as owner_name',
] as const;

const selectCards = (db: Executor) =>
  db.selectFrom('credit_cards as c').innerJoin('users as owner', 'owner.id', 'c.user_id').select(COLUMNS);
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;

export function listCards(db: Executor, user: SessionUser, scope?: FinanceScope) {
  const [col, value] = ownerFilter(user, scope);
  return selectCards(db).where(col, '=', value).orderBy('c.created_at').orderBy('c.id').execute();
}

export async function insertCard(
  db: Executor,
  userId: string,
  c: { card_name: string; last_four: string; card_type: string },
) {
  const { id } = await db
    .insertInto('credit_cards')
    .values({ user_id: userId, ...c, is_mock: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectCards(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteCard(db: Executor, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('credit_cards')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
