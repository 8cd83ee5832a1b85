import { plansApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { listPlans, participantsOf } from './plans.repository.js';
import { presentPlan } from './plans.presenter.js';
import { changeParticipantRole, createPlan, planFor, removePlanParticipant } from './plans.service.js';

// Writes go through the plan's document (their own transaction), so these routes open none.
export const planRoutes = [
  route(plansApi.list, async ({ query, user, db }) => {
    const rows = await listPlans(db, user, query.privacy);
    const participants = await participantsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentPlan(r, participants, user));
  }),
  route(plansApi.get, ({ params, user, deps }) => planFor(deps, user, params.id)),
  route(plansApi.create, ({ body, user, deps }) => createPlan(deps, user, body), { writes: 'own' }),
  route(
    plansApi.removeParticipant,
    ({ params, user, deps }) => removePlanParticipant(deps, user, params.id, params.participantId),
    { writes: 'own' },
  ),
  route(
    plansApi.changeRole,
    ({ params, body, user, deps }) =>
      changeParticipantRole(deps, user, params.id, params.participantId, body.role),
    { writes: 'own' },
  ),
];
