import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../http/endpoint.js';
import { RequiredText } from '../http/primitives.js';
import { FamilyRole, GrantableFamilyRole } from '../domain/family/familyRoles.js';
import { TimeZone, UserAnswer } from './auth.js';

export const FamilyMember = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  /** null for a child account, and for viewers whose role does not see members' personal details. */
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: FamilyRole,
  /** A child account: signs in with its username and a PIN a parent set (no email). */
  child_account: z.boolean(),
});
export type FamilyMember = z.infer<typeof FamilyMember>;

export const Family = z.object({ id: z.uuid(), name: z.string(), members: z.array(FamilyMember) });
export type Family = z.infer<typeof Family>;

export const InviteBody = z.object({ role: GrantableFamilyRole.default('adult') });
export const FamilyInvite = z.object({
  code: z.string(),
  url: z.string(),
  expires_at: z.string(),
  role: GrantableFamilyRole,
});
export const JoinFamilyBody = z.object({ code: z.string().trim().min(1, 'Invite code is required').max(64) });
/** 'owner' hands the family over (only the owner may): the old owner becomes an admin. */
export const ChangeFamilyRoleBody = z.object({ role: FamilyRole });

/** Sign-in name of a child account: unique over the whole server, case-insensitive. */
export const ChildUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9._-]{2,31}$/,
    'Username: 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  );
export const Pin = z.string({ error: 'PIN is required' }).regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits');
export const ChildAccountBody = z.object({
  name: RequiredText('Name', 100),
  username: ChildUsername,
  pin: Pin,
});
export const ResetPinBody = z.object({ pin: Pin });
export const ChildLoginBody = z.object({
  username: ChildUsername,
  pin: z.string().min(1, 'PIN is required').max(8, 'PIN must be 4 to 8 digits'),
  timezone: TimeZone.optional(),
});

export const familyApi = {
  get: endpoint({
    method: 'get',
    path: '/api/family',
    summary: 'My family and its members (personal details only for the roles that see them)',
    answer: Family,
    tag: 'family',
  }),
  invite: endpoint({
    method: 'post',
    path: '/api/family/invites',
    summary: 'Create an invite code for my family, giving a role (adults only; admin only by owner/admin)',
    body: InviteBody,
    answer: FamilyInvite,
    status: 201,
    tag: 'family',
  }),
  join: endpoint({
    method: 'post',
    path: '/api/family/join',
    summary: 'Join the family of an invite code',
    body: JoinFamilyBody,
    answer: Family,
    tag: 'family',
  }),
  changeRole: endpoint({
    method: 'put',
    path: '/api/family/members/:id/role',
    summary: "Change a member's role (owner/admin); role 'owner' transfers ownership (owner only)",
    params: IdParams,
    body: ChangeFamilyRoleBody,
    answer: Family,
    tag: 'family',
  }),
  removeMember: endpoint({
    method: 'delete',
    path: '/api/family/members/:id',
    summary:
      'Remove a member (owner/admin): they get a family of their own; a child account (any adult) is deleted',
    params: IdParams,
    answer: Family,
    tag: 'family',
  }),
  leave: endpoint({
    method: 'post',
    path: '/api/family/leave',
    summary: 'Leave my family for a new family of my own (not the owner, not a child account)',
    answer: Family,
    tag: 'family',
  }),
  createChildAccount: endpoint({
    method: 'post',
    path: '/api/family/children-accounts',
    summary: 'Add a child account that signs in with a username and PIN (adults only)',
    body: ChildAccountBody,
    answer: FamilyMember,
    status: 201,
    tag: 'family',
  }),
  resetChildPin: endpoint({
    method: 'put',
    path: '/api/family/children-accounts/:id/pin',
    summary: "Set a child account's PIN (adults only); its sessions end",
    params: IdParams,
    body: ResetPinBody,
    answer: NoContent,
    status: 204,
    tag: 'family',
  }),
  childLogin: endpoint({
    method: 'post',
    path: '/api/auth/child-login',
    summary: 'Sign in to a child account with its username and PIN',
    body: ChildLoginBody,
    answer: UserAnswer,
    auth: false,
    tag: 'auth',
  }),
};
