import { sql } from 'kysely';
import { checkRotationsDoc, familyCan, rotationsDocShape, type RotationsDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';
import { sectionWrites, type SectionRows } from '../collab/sectionWrites.js';

const rows = (familyId: string, state: RotationsDocState): SectionRows =>
  Object.fromEntries(
    Object.entries(state.rotations).map(([id, r]) => [
      id,
      {
        family_id: familyId,
        id,
        task_name: r.task_name,
        participants: JSON.stringify(r.participants),
        current_turn_index: r.current_turn_index,
        created_at: r.created_at,
      },
    ]),
  );

/**
 * `rotations:{familyId}` documents: the family's turn rotations. The projection below is THE function
 * that writes them into turn_rotations (only the rotations that changed).
 */
export const rotationsDocKind: DocKind<RotationsDocState, null> = {
  shape: rotationsDocShape,
  authorize: async (_db, user, familyId) =>
    user.family_id === familyId && familyCan(user.family_role, 'family_plans'),
  validate: (doc) => checkRotationsDoc(doc),
  context: async () => null,
  project: (db, familyId, state, before) => ({
    writes: sectionWrites(db, {
      table: 'turn_rotations',
      scope: ['family_id', familyId],
      keyColumns: ['id'],
      keyOf: sql<string>`id`,
      before: before && rows(familyId, before),
      after: rows(familyId, state),
    }),
    changes: [{ audience: { family: familyId }, change: { resource: 'turn-rotations', action: 'updated' } }],
    accessChanged: false,
  }),
};
