import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import './lists.tables.js';

/**
 * THE rule of who sees a list: its owner; for a 'family' list every member of its family (children
 * too); for a 'members' list the family members it is shared with. A deleted list is seen by nobody.
 * Every list query and every document connection goes through it.
 */
export const visibleTo =
  (user: Pick<SessionUser, 'id' | 'family_id'>) => (eb: ExpressionBuilder<DB, 'lists'>) =>
    eb.and([
      eb('lists.deleted_at', 'is', null),
      eb.or([
        eb('lists.owner_id', '=', user.id),
        eb.and([
          eb('lists.family_id', '=', user.family_id),
          eb.or([
            eb('lists.sharing', '=', 'family'),
            eb.and([
              eb('lists.sharing', '=', 'members'),
              eb.exists(
                eb
                  .selectFrom('list_members')
                  .select('list_members.user_id')
                  .whereRef('list_members.list_id', '=', 'lists.id')
                  .where('list_members.user_id', '=', user.id),
              ),
            ]),
          ]),
        ]),
      ]),
    ]);

export async function canOpenList(db: Executor, user: SessionUser, listId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lists')
    .select('lists.id')
    .where('lists.id', '=', listId)
    .where(visibleTo(user))
    .executeTakeFirst();
  return row !== undefined;
}
