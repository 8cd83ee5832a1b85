import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { visibleTo } from './plans.policy.js';
import type { PlansTable } from './plans.tables.js';
import type { Insertable } from 'kysely';

const PLAN_COLUMNS = [
  'plans.id',
  'plans.family_id',
  'plans.owner_id',
  'plans.name',
  'plans.description',
  'plans.type',
  'plans.event_captain_name',
  'plans.start_date',
  'plans.end_date',
  'plans.budget',
  'plans.total_spent',
  'plans.privacy',
  'plans.status',
  'plans.created_at',
] as const;

export function listPlans(db: Executor, user: SessionUser, privacy?: string) {
  let q = db.selectFrom('plans').select(PLAN_COLUMNS).where(visibleTo(user));
  if (privacy) q = q.where('plans.privacy', '=', privacy);
  return q.orderBy('plans.created_at', 'desc').execute();
}

export function findPlan(db: Executor, user: SessionUser, id: string) {
  return db
    .selectFrom('plans')
    .select(PLAN_COLUMNS)
    .where('plans.id', '=', id)
    .where(visibleTo(user))
    .executeTakeFirst();
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function participantsOf(db: Executor, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_participants')
    .select(['plan_id', 'id', 'name', 'role', 'email', 'user_id', 'added_at'])
    .where('plan_id', 'in', planIds)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}
export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

/** The plan's own row, written before its document is first projected. */
export async function insertPlanShell(db: Executor, row: Insertable<PlansTable>) {
  await db.insertInto('plans').values(row).execute();
}

export function planOwnership(db: Executor, id: string) {
  return db
    .selectFrom('plans')
    .select(['family_id', 'owner_id', 'privacy'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The account of a verified address (an unverified one may belong to someone else). */
export function userByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('verified', '=', true)
    .executeTakeFirst();
}
