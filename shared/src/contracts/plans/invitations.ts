import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { OptionalText, RequiredText, Timestamp } from '../../http/primitives.js';

export const InvitationRole = z.enum(['participant', 'co_captain', 'viewer']);

export const CreateInvitationBody = z.object({
  plan_id: z.uuid(),
  /** Informational (the plan's own name is used). */
  plan_name: OptionalText(200),
  /** Ignored: the inviter is the signed-in user (their name is stored). */
  inviter_name: OptionalText(200),
  invitee_name: RequiredText('Invitee name'),
  invitee_email: z
    .email('A valid email is required')
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null)),
  invitee_phone: OptionalText(50),
  role: InvitationRole.default('participant'),
  message: OptionalText(2000),
});
export type CreateInvitationBody = z.input<typeof CreateInvitationBody>;

export const Invitation = z.object({
  id: z.uuid(),
  plan_id: z.uuid(),
  plan_name: z.string(),
  inviter_name: z.string(),
  invitee_name: z.string(),
  invitee_email: z.string().nullable(),
  invitee_phone: z.string(),
  role: InvitationRole,
  message: z.string(),
  participant_id: z.string(),
  created_at: Timestamp,
});
export type Invitation = z.infer<typeof Invitation>;

export const invitationsApi = {
  create: endpoint({
    method: 'post',
    path: '/api/invitations',
    summary: 'Invite someone to a plan (a registered email gets access at once)',
    body: CreateInvitationBody,
    answer: Invitation,
    status: 201,
    tag: 'plans',
  }),
};
