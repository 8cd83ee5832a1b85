import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';
import './chores.tables.js';

const CHORE = [
  'id',
  'name',
  'members',
  'turn',
  'mode',
  'rrule',
  'start_date',
  'due_time',
  'points',
  'created_at',
  'stand_ins',
] as const;
const COMPLETION = ['id', 'chore_id', 'user_id', 'name', 'by_user_id', 'date', 'at', 'points'] as const;
const REWARD = ['id', 'name', 'points', 'created_at'] as const;
const CLAIM = [
  'id',
  'reward_id',
  'user_id',
  'name',
  'points',
  'at',
  'status',
  'decided_by',
  'decided_at',
] as const;

/** The family's chores; `unscheduled`: only those without a schedule (turn rotations). */
export function listChores(db: Executor, familyId: string, opts: { unscheduled?: boolean } = {}) {
  let q = db.selectFrom('chores').select(CHORE).where('family_id', '=', familyId);
  if (opts.unscheduled) q = q.where('rrule', 'is', null);
  return q.orderBy('created_at').orderBy('id').execute();
}
export const findChore = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('chores')
    .select(CHORE)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
export type ChoreRow = Awaited<ReturnType<typeof listChores>>[number];

/** Completions on or after a local date (the agenda and this week's points need no more). */
export const completionsSince = (db: Executor, familyId: string, from: string) =>
  db
    .selectFrom('chore_completions')
    .select(COMPLETION)
    .where('family_id', '=', familyId)
    .where('date', '>=', from)
    .orderBy('at')
    .execute();
export type CompletionRow = Awaited<ReturnType<typeof completionsSince>>[number];

/** A member's points left for rewards: everything earned, less what pending and approved claims hold. */
export async function pointsLeft(db: Executor, familyId: string, userId: string): Promise<number> {
  const r = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('chore_completions')
        .select(sql<number>`coalesce(sum(points), 0)::int`.as('n'))
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .as('earned'),
      eb
        .selectFrom('chore_claims')
        .select(sql<number>`coalesce(sum(points), 0)::int`.as('n'))
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('status', '!=', 'declined')
        .as('spent'),
    ])
    .executeTakeFirstOrThrow();
  return Number(r.earned) - Number(r.spent);
}

export const listRewards = (db: Executor, familyId: string) =>
  db
    .selectFrom('chore_rewards')
    .select(REWARD)
    .where('family_id', '=', familyId)
    .orderBy('points')
    .orderBy('id')
    .execute();
export const findReward = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('chore_rewards')
    .select(REWARD)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Claims, newest first; `userId`: only that member's. */
export function listClaims(db: Executor, familyId: string, userId?: string) {
  let q = db.selectFrom('chore_claims').select(CLAIM).where('family_id', '=', familyId);
  if (userId) q = q.where('user_id', '=', userId);
  return q.orderBy('at', 'desc').orderBy('id').execute();
}
export const findClaim = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('chore_claims')
    .select(CLAIM)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
