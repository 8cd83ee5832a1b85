import { randomUUID } from 'node:crypto';
import { addParticipant, invitationsApi, planDocName } from '@hearth/shared';
import { route } from '../http/route.js';
import { collabOf } from './collab.js';
import { userByEmail } from './plans.repository.js';
import { allow, planAccess } from './planAccess.js';
import { insertInvitation } from './invitations.repository.js';

/**
 * An invitation adds the invitee to the plan's participants. When the email belongs to a registered
 * user, that participant is linked to the account and may open the plan, whatever its privacy. The
 * answer is the same either way: it never tells whether an address has an account.
 */
export const invitationRoutes = [
  route(
    invitationsApi.create,
    async ({ body, user, deps }) => {
      const { plan, role } = await planAccess(deps.db, user, body.plan_id);
      allow(role, 'invite', { to: body.role });
      const invitee = body.invitee_email ? await userByEmail(deps.db, body.invitee_email) : undefined;
      const participantId = randomUUID();
      let row;
      await collabOf(deps).change(
        planDocName(plan.id),
        (doc) =>
          addParticipant(doc, participantId, {
            name: body.invitee_name,
            role: body.role,
            email: body.invitee_email ?? null,
            user_id: invitee?.id ?? null,
            added_at: new Date().toISOString(),
          }),
        {
          userId: user.id,
          prepare: async (trx) => {
            row = await insertInvitation(trx, {
              plan_id: plan.id,
              inviter_id: user.id,
              // The inviter is whoever is signed in, whatever the body says.
              inviter_name: user.name,
              invitee_name: body.invitee_name,
              invitee_email: body.invitee_email ?? null,
              invitee_phone: body.invitee_phone ?? '',
              invitee_user_id: invitee?.id ?? null,
              participant_id: participantId,
              role: body.role,
              message: body.message ?? '',
            });
          },
        },
      );
      const r = row!;
      return {
        id: r.id,
        plan_id: plan.id,
        plan_name: plan.name,
        inviter_name: r.inviter_name,
        invitee_name: r.invitee_name,
        invitee_email: r.invitee_email,
        invitee_phone: r.invitee_phone,
        role: body.role,
        message: r.message,
        participant_id: participantId,
        created_at: r.created_at.toISOString(),
      };
    },
    { writes: 'own' },
  ),
];
