import type { ParticipantRole, PlanPrivacy } from '../../contracts/plans/plans.js';

/**
 * Who may do what on a plan (README, "Data scope"). A user's standing on a plan is the role of their
 * participant row; without a row, a member of the plan's family on a family_only plan is a
 * `family_member`, and the plan's creator (who handed the captaincy over and was then removed) a viewer.
 */
export const PLAN_ROLES = ['captain', 'co_captain', 'participant', 'family_member', 'viewer'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];

export const PLAN_ACTIONS = [
  'view',
  /** name, description, type, dates, budget, status, captain's display name */
  'edit_plan',
  'change_privacy',
  'delete_plan',
  /** with `to`: the role granted */
  'invite',
  /** with `role` (the target's role now), `to` and `self` */
  'change_role',
  /** make another participant captain (the captain steps down in the same change) */
  'transfer_captaincy',
  /** with `role` (the target's role) and `self` (leaving the plan) */
  'remove_participant',
  'add_booking',
  'edit_booking',
  'delete_booking',
  'add_expense',
  'edit_expense',
  'delete_expense',
  /** with `own`: the share is the user's own */
  'tick_paid',
] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** What an action is done to, for the actions that depend on it. */
export interface PlanTarget {
  /** The role the target participant has now (change_role, remove_participant). */
  role?: ParticipantRole;
  /** The role granted (invite, change_role). */
  to?: ParticipantRole;
  /** The target is the user's own participant row. */
  self?: boolean;
  /** The share is the user's own (tick_paid). */
  own?: boolean;
}

const RANK: Record<PlanRole, number> = {
  viewer: 0,
  participant: 1,
  family_member: 1,
  co_captain: 2,
  captain: 3,
};
const LEADS = (role: PlanRole) => role === 'captain' || role === 'co_captain';
const CONTRIBUTES = (role: PlanRole) => role !== 'viewer';

/** THE rule of plan roles: may `role` do `action` (to `target`)? `null`: not on the plan at all. */
export function planCan(role: PlanRole | null, action: PlanAction, target: PlanTarget = {}): boolean {
  if (role === null) return false;
  switch (action) {
    case 'view':
      return true;
    case 'edit_plan':
    case 'change_privacy':
      return LEADS(role);
    case 'delete_plan':
    case 'transfer_captaincy':
      return role === 'captain';
    case 'invite':
      // Nobody grants a role above their own; the captaincy only changes hands by a transfer.
      return (
        LEADS(role) && target.to !== undefined && target.to !== 'captain' && RANK[target.to] <= RANK[role]
      );
    case 'change_role': {
      const { role: from, to } = target;
      if (!LEADS(role) || from === undefined || to === undefined || to === 'captain') return false;
      // The captain's own row changes only while handing over (a plan keeps exactly one captain).
      if (from === 'captain') return role === 'captain' && target.self === true;
      return RANK[from] <= RANK[role] && RANK[to] <= RANK[role];
    }
    case 'remove_participant': {
      const from = target.role;
      if (from === undefined || from === 'captain') return false;
      if (target.self) return role === 'co_captain' || role === 'participant';
      return LEADS(role) && RANK[from] <= RANK[role];
    }
    case 'add_booking':
    case 'edit_booking':
    case 'delete_booking':
    case 'add_expense':
    case 'edit_expense':
    case 'delete_expense':
      return CONTRIBUTES(role);
    case 'tick_paid':
      return target.own ? CONTRIBUTES(role) : LEADS(role);
  }
}

const WHO: Record<PlanRole, string> = {
  captain: 'The captain',
  co_captain: 'Co-captains',
  participant: 'Participants',
  family_member: "Family members who aren't on the plan",
  viewer: 'Viewers',
};
const WHAT: Record<PlanAction, string> = {
  view: 'see this plan',
  edit_plan: 'edit this plan',
  change_privacy: 'change who can see this plan',
  delete_plan: 'delete this plan',
  invite: 'invite people',
  change_role: 'change roles',
  transfer_captaincy: 'hand over the captaincy',
  remove_participant: 'remove people',
  add_booking: 'add bookings',
  edit_booking: 'edit bookings',
  delete_booking: 'delete bookings',
  add_expense: 'add expenses',
  edit_expense: 'edit expenses',
  delete_expense: 'delete expenses',
  tick_paid: "tick other people's shares",
};

/** Why `role` may not do `action`: shown on disabled controls and answered as a 403 detail. */
export function planDenial(role: PlanRole | null, action: PlanAction, target: PlanTarget = {}): string {
  if (role === null) return 'You are not on this plan';
  if (role === 'viewer') return "Viewers can't edit this plan";
  if (action === 'remove_participant' && target.role === 'captain') return 'Nobody can remove the captain';
  if ((action === 'invite' || action === 'change_role') && target.to === 'captain')
    return 'Only the captain can hand over the captaincy';
  if ((action === 'invite' || action === 'change_role') && target.to && RANK[target.to] > RANK[role])
    return `${WHO[role]} can't grant a role above their own`;
  if (action === 'change_role' && target.role === 'captain') return "Nobody can change the captain's role";
  if (action === 'remove_participant' && target.self) return `${WHO[role]} can't leave this plan`;
  return `${WHO[role]} can't ${WHAT[action]}`;
}

/** The plan as far as roles go: its creator, family, privacy and participant rows. */
export interface PlanStanding {
  owner_id: string;
  family_id: string;
  privacy: PlanPrivacy;
  participants: readonly { role: ParticipantRole; user_id: string | null }[];
}

/** A user's role on a plan, or null when they are not on it (nor may see it). */
export function planRoleOf(plan: PlanStanding, user: { id: string; family_id: string }): PlanRole | null {
  let role: PlanRole | null = null;
  for (const p of plan.participants)
    if (p.user_id === user.id && (role === null || RANK[p.role] > RANK[role])) role = p.role;
  if (role) return role;
  if (plan.privacy === 'family_only' && plan.family_id === user.family_id) return 'family_member';
  if (plan.owner_id === user.id) return 'viewer';
  return null;
}
