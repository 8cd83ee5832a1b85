import { randomUUID } from 'node:crypto';
import {
  initPlanDoc,
  planDocName,
  removeParticipant,
  setParticipantRole,
  setPlanFields,
  type CreatePlanBody,
  type ParticipantRole,
} from '@hearth/shared';
import type { z } from 'zod';
import type { CreatePlanBody as CreatePlanSchema } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import { forbidden, found } from '../http/errors.js';
import { allow, planAccess } from './planAccess.js';
import { collabOf } from './collab.js';
import { findPlan, insertPlanShell, participantsOf } from './plans.repository.js';
import { presentPlan } from './plans.presenter.js';

type CreatePlan = z.infer<typeof CreatePlanSchema>;
export type { CreatePlanBody };

/** A plan as the signed-in user sees it (404 when they may not). */
export async function planFor(deps: AppDeps, user: SessionUser, id: string) {
  const row = found(await findPlan(deps.db, user, id), 'Plan');
  return presentPlan(row, await participantsOf(deps.db, [id]), user);
}

/** Creates the plan's row and its document (the captain is its first participant) in one transaction. */
export async function createPlan(deps: AppDeps, user: SessionUser, body: CreatePlan) {
  const id = randomUUID();
  const meta = {
    name: body.name,
    description: body.description ?? '',
    type: body.type,
    event_captain_name: body.event_captain_name || user.name,
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    budget: body.budget ?? 0,
    privacy: body.privacy,
    status: body.status,
  };
  const captain = {
    id: randomUUID(),
    name: meta.event_captain_name,
    role: 'captain' as const,
    email: user.email,
    user_id: user.id,
    added_at: new Date().toISOString(),
  };
  await collabOf(deps).change(planDocName(id), (doc) => initPlanDoc(doc, meta, captain), {
    userId: user.id,
    prepare: (trx) => insertPlanShell(trx, { id, family_id: user.family_id, owner_id: user.id, ...meta }),
  });
  return planFor(deps, user, id);
}

/** Removes a participant, as plan roles allow (nobody removes the captain). */
export async function removePlanParticipant(
  deps: AppDeps,
  user: SessionUser,
  planId: string,
  participantId: string,
) {
  const { role, participants } = await planAccess(deps.db, user, planId);
  const target = found(
    participants.find((p) => p.id === participantId),
    'Participant',
  );
  allow(role, 'remove_participant', {
    role: target.role as ParticipantRole,
    self: target.user_id === user.id,
  });
  await collabOf(deps).change(planDocName(planId), (doc) => removeParticipant(doc, participantId), {
    userId: user.id,
  });
  // The remover may have removed themselves: answer what they still may see, or 404.
  return planFor(deps, user, planId);
}

/**
 * Changes a participant's role, as plan roles allow. To `captain` is a hand-over: only the captain, who
 * becomes a co-captain in the same change (a plan has one captain).
 */
export async function changeParticipantRole(
  deps: AppDeps,
  user: SessionUser,
  planId: string,
  participantId: string,
  to: ParticipantRole,
) {
  const { role, participants } = await planAccess(deps.db, user, planId);
  const target = found(
    participants.find((p) => p.id === participantId),
    'Participant',
  );
  const self = target.user_id === user.id;
  if (to === 'captain') {
    allow(role, 'transfer_captaincy');
    if (self) return planFor(deps, user, planId);
  } else allow(role, 'change_role', { role: target.role as ParticipantRole, to, self });
  if (target.role === 'captain' && to !== 'captain')
    throw forbidden('The captain hands over by making someone else captain');
  const mine = participants.filter((p) => p.user_id === user.id && p.role === 'captain');
  await collabOf(deps).change(
    planDocName(planId),
    (doc) =>
      doc.transact(() => {
        setParticipantRole(doc, participantId, to);
        if (to !== 'captain') return;
        for (const p of mine) setParticipantRole(doc, p.id, 'co_captain');
        setPlanFields(doc, { event_captain_name: target.name });
      }),
    { userId: user.id },
  );
  return planFor(deps, user, planId);
}
