import {
  planCan,
  planDenial,
  planRoleOf,
  type ParticipantRole,
  type PlanAction,
  type PlanPrivacy,
  type PlanRole,
  type PlanStanding,
  type PlanTarget,
} from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { forbidden, found, notFound } from '../http/errors.js';
import { findPlan, participantsOf, type ParticipantRow, type PlanRow } from './plans.repository.js';

/** What decides roles on a plan, from its row and its participant rows. */
export const standingOf = (plan: PlanRow, participants: ParticipantRow[]): PlanStanding => ({
  owner_id: plan.owner_id,
  family_id: plan.family_id,
  privacy: plan.privacy as PlanPrivacy,
  participants: participants
    .filter((p) => p.plan_id === plan.id)
    .map((p) => ({ role: p.role as ParticipantRole, user_id: p.user_id })),
});

/**
 * A visible plan with the signed-in user's role on it (plan roles, shared/domain/plans), or 404 when
 * they may not see it at all.
 */
export async function planAccess(db: Executor, user: SessionUser, planId: string) {
  const plan = found(await findPlan(db, user, planId), 'Plan');
  const participants = await participantsOf(db, [planId]);
  const role = planRoleOf(standingOf(plan, participants), user);
  if (role === null) throw notFound('Plan');
  return { plan, participants, role };
}

/** 403 with the reason when `role` may not do `action` on the plan. */
export function allow(role: PlanRole | null, action: PlanAction, target?: PlanTarget): void {
  if (!planCan(role, action, target)) throw forbidden(planDenial(role, action, target));
}
