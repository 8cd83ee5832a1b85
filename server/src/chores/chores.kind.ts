import { checkChoresDoc, checkChoresEdit, choresDocShape, type ChoresDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';
import { projectChores } from './chores.projection.js';

/**
 * `chores:{familyId}` documents: the family's chores (turn rotations are chores without a schedule),
 * their completion log, rewards and claims. Every member opens it; what an editor may change depends on
 * their family role (shared/domain/chores/edits.ts).
 */
export const choresDocKind: DocKind<ChoresDocState, null> = {
  shape: choresDocShape,
  authorize: async (_db, user, familyId) => user.family_id === familyId,
  validate(doc, before, fromClient, editor) {
    const check = checkChoresDoc(doc);
    if (!check.ok || !fromClient) return check;
    if (!editor) return { ok: false, reason: 'An edit needs its editor' };
    const refused = checkChoresEdit(before, check.state, {
      user_id: editor.user.id,
      role: editor.user.family_role,
      now: new Date(),
    });
    return refused ? { ok: false, reason: refused } : check;
  },
  context: async () => null,
  project: (db, familyId, state, before) => projectChores(db, familyId, state, before),
};
