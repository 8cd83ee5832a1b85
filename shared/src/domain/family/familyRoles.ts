import { z } from 'zod';

/**
 * A member's role in their family (DESIGN §3). The owner created the family; admins manage members like the
 * owner; adults see the family's money; teens and children do not; a caregiver sees the kids, school runs and
 * activities, not money and not the members' personal data.
 */
export const FamilyRole = z.enum(['owner', 'admin', 'adult', 'teen', 'child', 'caregiver']);
export type FamilyRole = z.infer<typeof FamilyRole>;

/** Roles an invite (or a role change) may give: there is one owner, set at the family's creation. */
export const GrantableFamilyRole = FamilyRole.exclude(['owner']);
export type GrantableFamilyRole = z.infer<typeof GrantableFamilyRole>;

export type FamilyAction =
  /** The cashflow Family view: every member's accounts, cards and expenses. */
  | 'see_family_money'
  /** Create family invites. */
  | 'invite'
  /** Change another member's role or remove them. */
  | 'manage_members'
  /** Children, school runs, activities, caregivers, school contacts. */
  | 'see_kids'
  /** Add or change children, school runs, activities, caregivers, school contacts. */
  | 'edit_kids'
  /** Family plans and rotations. */
  | 'family_plans'
  /** Money of one's own: expenses, receipts, cards, accounts, budgets, recurring charges, credit watch. */
  | 'use_money'
  /** The other members' personal data (email, username) in the member list. */
  | 'see_member_details'
  /** Add a child account (username and PIN), reset its PIN, remove it. */
  | 'manage_child_accounts'
  /** Give the admin role (by invite or role change). */
  | 'grant_admin'
  /** The work tools: tasks, projects, meetings, contacts, time tracking, time blocks, trackers. */
  | 'use_work_tools'
  /** The dashboards, the Family Hub (kids, school runs, members) and the apps gallery. */
  | 'use_family_hub'
  /** Create, change and delete chores and rewards; approve reward claims. */
  | 'manage_chores';

const ADULTS = ['owner', 'admin', 'adult'] as const;

const MATRIX: Record<FamilyAction, readonly FamilyRole[]> = {
  see_family_money: ADULTS,
  invite: ADULTS,
  manage_members: ['owner', 'admin'],
  see_kids: ['owner', 'admin', 'adult', 'teen', 'child', 'caregiver'],
  edit_kids: ['owner', 'admin', 'adult', 'caregiver'],
  family_plans: ['owner', 'admin', 'adult', 'teen', 'caregiver'],
  use_money: ['owner', 'admin', 'adult', 'teen'],
  see_member_details: ['owner', 'admin', 'adult', 'teen'],
  manage_child_accounts: ADULTS,
  grant_admin: ['owner', 'admin'],
  use_work_tools: ['owner', 'admin', 'adult', 'teen', 'caregiver'],
  use_family_hub: ['owner', 'admin', 'adult', 'teen', 'caregiver'],
  manage_chores: ADULTS,
};

/** May a member with `role` do `action` in their family? One line per action, in one table. */
export const familyCan = (role: FamilyRole, action: FamilyAction): boolean => MATRIX[action].includes(role);

/** Adults: the roles that see money and invite (owner, admin, adult). */
export const isAdultRole = (role: FamilyRole): boolean => familyCan(role, 'see_family_money');

/** The roles a member with `role` may give by invite (or, with manage_members, by a role change). */
export const grantableRoles = (role: FamilyRole): GrantableFamilyRole[] =>
  familyCan(role, 'invite')
    ? GrantableFamilyRole.options.filter((r) => r !== 'admin' || familyCan(role, 'grant_admin'))
    : [];

/** Why a member with `role` may not do `action`: one sentence to show next to a hidden or disabled control. */
export const familyRefusal = (action: FamilyAction): string => REFUSALS[action];

const REFUSALS: Record<FamilyAction, string> = {
  see_family_money: "Only the family's adults see the family's money",
  invite: "Only the family's adults invite new members",
  manage_members: 'Only the owner and admins manage members',
  see_kids: 'Only family members see the kids',
  edit_kids: "Only adults and caregivers change the kids' details",
  family_plans: 'Family plans are for adults, teens and caregivers',
  use_money: 'Money pages are not available for your role in the family',
  see_member_details: "Members' personal details are for the family's adults and teens",
  manage_child_accounts: "Only the family's adults manage child accounts",
  grant_admin: 'Only the owner and admins can make someone an admin',
  use_work_tools: 'Work tools are not available for child accounts',
  use_family_hub: 'This page is not available for child accounts',
  manage_chores: "Only the family's adults change chores and rewards",
};
