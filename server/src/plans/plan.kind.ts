import {
  familyCan,
  checkClientTransition,
  checkPlanDoc,
  checkPlanEdit,
  planDocShape,
  planDenial,
  planRoleOf,
  type PlanDocState,
} from '@hearth/shared';
import type { DocKind, Editor } from '../collab/docKind.js';
import { canOpenPlan } from './plans.policy.js';
import { planContext, projectPlan, type PlanContext } from './plan.projection.js';

/**
 * What a WebSocket editor may change, by their role on the plan before the update (plan roles in
 * shared/domain/plans): a viewer's every update is refused, whatever it holds.
 */
function refusedFor(editor: Editor<PlanContext>, before: PlanDocState, after: PlanDocState) {
  const { user, context } = editor;
  const standing = {
    ...context,
    privacy: before.meta.privacy,
    participants: Object.values(before.participants),
  };
  const role = planRoleOf(standing, user);
  if (role === null || role === 'viewer') return planDenial(role, 'edit_plan');
  const rowIds = Object.entries(before.participants)
    .filter(([, p]) => p.user_id === user.id)
    .map(([id]) => id);
  return checkPlanEdit(before, after, { role, name: user.name, rowIds });
}

/** `plan:{id}` documents. */
export const planDocKind: DocKind<PlanDocState, PlanContext> = {
  shape: planDocShape,
  // Plans are for the family roles that use them (not child accounts), then THE visibility rule.
  authorize: async (db, user, id) => familyCan(user.family_role, 'family_plans') && canOpenPlan(db, user, id),
  validate(doc, before, fromClient, editor) {
    const check = checkPlanDoc(doc);
    if (!check.ok || !fromClient) return check;
    const refused =
      checkClientTransition(before, check.state) ??
      (editor ? refusedFor(editor, before!, check.state) : 'An edit needs its editor');
    return refused ? { ok: false, reason: refused } : check;
  },
  context: planContext,
  project: projectPlan,
};
