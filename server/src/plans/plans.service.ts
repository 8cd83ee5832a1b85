import { randomUUID } from 'node:crypto';
import { initPlanDoc, planDocName, removeParticipant, type CreatePlanBody } from '@hearth/shared';
import type { z } from 'zod';
import type { CreatePlanBody as CreatePlanSchema } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import { found, notFound } from '../http/errors.js';
import { collabOf } from './collab.js';
import { findPlan, insertPlanShell, participantsOf } from './plans.repository.js';
import { presentPlan } from './plans.presenter.js';

type CreatePlan = z.infer<typeof CreatePlanSchema>;
export type { CreatePlanBody };

/** A plan as the signed-in user sees it (404 when they may not). */
export async function planFor(deps: AppDeps, user: SessionUser, id: string) {
  const row = found(await findPlan(deps.db, user, id), 'Plan');
  return presentPlan(row, await participantsOf(deps.db, [id]), user.id);
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

export async function removePlanParticipant(
  deps: AppDeps,
  user: SessionUser,
  planId: string,
  participantId: string,
) {
  const plan = await planFor(deps, user, planId);
  if (!plan.participants.some((p) => p.id === participantId)) throw notFound('Participant');
  await collabOf(deps).change(planDocName(planId), (doc) => removeParticipant(doc, participantId), {
    userId: user.id,
  });
  // The remover may have removed themselves: answer what they still may see, or 404.
  return planFor(deps, user, planId);
}
