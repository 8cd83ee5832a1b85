import { checkRotationsDoc, type RotationsDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';

/**
 * `rotations:{familyId}` documents: the family's turn rotations. The projection below is THE function
 * that writes them into turn_rotations.
 */
export const rotationsDocKind: DocKind<RotationsDocState> = {
  authorize: async (_db, user, familyId) => user.family_id === familyId,
  validate: (doc) => checkRotationsDoc(doc),
  async project(db, familyId, state) {
    await db.deleteFrom('turn_rotations').where('family_id', '=', familyId).execute();
    const rows = Object.entries(state.rotations).map(([id, r]) => ({
      family_id: familyId,
      id,
      task_name: r.task_name,
      participants: JSON.stringify(r.participants),
      current_turn_index: r.current_turn_index,
      created_at: r.created_at,
    }));
    if (rows.length) await db.insertInto('turn_rotations').values(rows).execute();
    return {
      changes: [
        { audience: { family: familyId }, change: { resource: 'turn-rotations', action: 'updated' } },
      ],
      accessChanged: false,
    };
  },
};
