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
  | 'family_plans';

const MATRIX: Record<FamilyAction, readonly FamilyRole[]> = {
  see_family_money: ['owner', 'admin', 'adult'],
  invite: ['owner', 'admin', 'adult'],
  manage_members: ['owner', 'admin'],
  see_kids: ['owner', 'admin', 'adult', 'teen', 'child', 'caregiver'],
  edit_kids: ['owner', 'admin', 'adult', 'caregiver'],
  family_plans: ['owner', 'admin', 'adult', 'teen', 'caregiver'],
};

/** May a member with `role` do `action` in their family? One line per action, in one table. */
export const familyCan = (role: FamilyRole, action: FamilyAction): boolean => MATRIX[action].includes(role);

/** Adults: the roles that see money and invite (owner, admin, adult). */
export const isAdultRole = (role: FamilyRole): boolean => familyCan(role, 'see_family_money');
