import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import './plans.tables.js';

/**
 * THE rule of who sees a plan (DESIGN.md §3): its captain, any participant who is a user (private and
 * shared plans), and for family_only plans the whole family. Every plan query goes through it.
 */
export const visibleTo =
  (user: Pick<SessionUser, 'id' | 'family_id'>) => (eb: ExpressionBuilder<DB, 'plans'>) =>
    eb.or([
      eb('plans.owner_id', '=', user.id),
      eb.and([eb('plans.privacy', '=', 'family_only'), eb('plans.family_id', '=', user.family_id)]),
      eb.exists(
        eb
          .selectFrom('plan_participants')
          .select('plan_participants.id')
          .whereRef('plan_participants.plan_id', '=', 'plans.id')
          .where('plan_participants.user_id', '=', user.id),
      ),
    ]);

export async function canOpenPlan(db: Executor, user: SessionUser, planId: string): Promise<boolean> {
  const row = await db
    .selectFrom('plans')
    .select('plans.id')
    .where('plans.id', '=', planId)
    .where(visibleTo(user))
    .executeTakeFirst();
  return row !== undefined;
}
