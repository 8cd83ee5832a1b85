import { checkRotationsDoc, type RotationsDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';
import { changedIds } from './plan.projection.js';

/**
 * `rotations:{familyId}` documents: the family's turn rotations. The projection below is THE function
 * that writes them into turn_rotations.
 */
export const rotationsDocKind: DocKind<RotationsDocState> = {
  authorize: async (_db, user, familyId) => user.family_id === familyId,
  validate: (doc) => checkRotationsDoc(doc),
  async project(db, familyId, state, before) {
    // Only the rotations that changed are rewritten (the projection holds `before` exactly).
    const { write, stale } = changedIds(before?.rotations, state.rotations);
    if (stale.length)
      await db
        .deleteFrom('turn_rotations')
        .where('family_id', '=', familyId)
        .$if(before !== undefined, (q) => q.where('id', 'in', stale))
        .execute();
    const rows = write.map((id) => {
      const r = state.rotations[id]!;
      return {
        family_id: familyId,
        id,
        task_name: r.task_name,
        participants: JSON.stringify(r.participants),
        current_turn_index: r.current_turn_index,
        created_at: r.created_at,
      };
    });
    if (rows.length) await db.insertInto('turn_rotations').values(rows).execute();
    return {
      changes: [
        { audience: { family: familyId }, change: { resource: 'turn-rotations', action: 'updated' } },
      ],
      accessChanged: false,
    };
  },
};
