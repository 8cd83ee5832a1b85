import { familyCan, type Family, type FamilyRole, type GrantableFamilyRole } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { badRequest, forbidden, found } from '../http/errors.js';
import { setFamily } from '../auth/users.repository.js';
import {
  consumeInvite,
  dropOpenInvites,
  findFamily,
  findMember,
  insertFamily,
  listMembers,
  memberIds,
  setFamilyRole,
  type Member,
} from './family.repository.js';
import { requireFamily } from './familyGuard.js';

/**
 * The family as `viewer` may see it: members' emails only for the roles that see personal details
 * (a caregiver or a child sees names and roles; everyone sees their own).
 */
export async function loadFamily(db: Executor, familyId: string, viewer?: SessionUser): Promise<Family> {
  const family = found(await findFamily(db, familyId), 'Family');
  const members = await listMembers(db, familyId);
  const details = !viewer || familyCan(viewer.family_role, 'see_member_details');
  return {
    ...family,
    members: members.map((m) => (details || m.id === viewer?.id ? m : { ...m, email: null })),
  };
}

/** Moves a user into the family of an invite code (single use, 7 days), with the role the invite gives. */
export async function joinByInvite(db: Executor, userId: string, code: string, now: Date) {
  const invite = await consumeInvite(db, code, userId, now);
  if (!invite) throw badRequest('Invite code is invalid or expired');
  await setFamily(db, userId, invite.family_id, invite.role);
  return invite;
}

/** The role an invite gives: adults invite; only the owner and admins give 'admin'. */
export function checkInviteRole(user: SessionUser, role: GrantableFamilyRole): void {
  requireFamily(user, 'invite');
  if (role === 'admin') requireFamily(user, 'grant_admin');
}

/**
 * Changes a member's role (owner/admin). Nobody changes the owner's role; giving 'owner' is the owner
 * handing the family over (they become an admin). A child account stays a child or a teen.
 */
export async function changeRole(db: Executor, actor: SessionUser, targetId: string, role: FamilyRole) {
  requireFamily(actor, 'manage_members');
  const target = found(await findMember(db, actor.family_id, targetId), 'Member');
  if (target.role === 'owner')
    throw forbidden("Nobody changes the owner's role: the owner hands the family over instead");
  if (target.child_account && role !== 'child' && role !== 'teen')
    throw badRequest('A child account (username and PIN) can only be a child or a teen');
  if (role === 'owner') {
    if (actor.family_role !== 'owner') throw forbidden('Only the owner hands the family over');
    await setFamilyRole(db, actor.id, 'admin');
  } else if (role === 'admin') requireFamily(actor, 'grant_admin');
  await setFamilyRole(db, target.id, role);
  return target;
}

/** Why `target` may not be removed by `actor`, checked before anything is written. */
export async function memberToRemove(db: Executor, actor: SessionUser, targetId: string): Promise<Member> {
  if (!familyCan(actor.family_role, 'manage_members')) requireFamily(actor, 'manage_child_accounts');
  const target = found(await findMember(db, actor.family_id, targetId), 'Member');
  if (target.id === actor.id) throw badRequest('To leave your family, use Leave family');
  if (target.role === 'owner') throw forbidden('The owner cannot be removed');
  requireFamily(actor, target.child_account ? 'manage_child_accounts' : 'manage_members');
  return target;
}

/** Gives a member who leaves or is removed a family of their own, which they own. Answers its id. */
export async function moveToOwnFamily(db: Executor, member: { id: string; name: string }): Promise<string> {
  await dropOpenInvites(db, member.id);
  const family = await insertFamily(db, `${member.name}'s family`);
  await setFamily(db, member.id, family.id, 'owner');
  return family.id;
}

/**
 * The checks before leaving (or joining another family): a child account is removed by a parent; the
 * owner of a family with other members hands it over first; leaving a family one is alone in is pointless.
 */
export async function checkCanLeave(db: Executor, user: SessionUser, joining: boolean): Promise<void> {
  if (user.email === null) throw forbidden('A child account is removed by a parent, it cannot leave');
  const others = (await memberIds(db, user.family_id)).filter((id) => id !== user.id).length;
  if (user.family_role === 'owner' && others > 0)
    throw forbidden('The owner hands the family over to another member before leaving');
  if (!joining && others === 0) throw badRequest('You are the only member of your family');
}
