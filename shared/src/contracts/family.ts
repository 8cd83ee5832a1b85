import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import { FamilyRole } from '../domain/family/familyRoles.js';

export const FamilyMember = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  role: FamilyRole,
});
export type FamilyMember = z.infer<typeof FamilyMember>;

export const Family = z.object({ id: z.uuid(), name: z.string(), members: z.array(FamilyMember) });
export type Family = z.infer<typeof Family>;

export const FamilyInvite = z.object({ code: z.string(), url: z.string(), expires_at: z.string() });
export const JoinFamilyBody = z.object({ code: z.string().trim().min(1, 'Invite code is required').max(64) });

export const familyApi = {
  get: endpoint({
    method: 'get',
    path: '/api/family',
    summary: 'My family and its members',
    answer: Family,
    tag: 'family',
  }),
  invite: endpoint({
    method: 'post',
    path: '/api/family/invites',
    summary: 'Create an invite code for my family',
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
};
