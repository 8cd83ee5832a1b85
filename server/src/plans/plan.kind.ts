import { checkClientTransition, checkPlanDoc, planDocShape, type PlanDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';
import { canOpenPlan } from './plans.policy.js';
import { planContext, projectPlan, type PlanContext } from './plan.projection.js';

/** `plan:{id}` documents. */
export const planDocKind: DocKind<PlanDocState, PlanContext> = {
  shape: planDocShape,
  authorize: canOpenPlan,
  validate(doc, before, fromClient) {
    const check = checkPlanDoc(doc);
    if (!check.ok || !fromClient) return check;
    const refused = checkClientTransition(before, check.state);
    return refused ? { ok: false, reason: refused } : check;
  },
  context: planContext,
  project: projectPlan,
};
