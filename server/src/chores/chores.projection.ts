import { sql } from 'kysely';
import type { ChoresDocState } from '@hearth/shared';
import type { Database } from '../db/schema.js';
import type { Projection } from '../collab/docKind.js';
import { sectionWrites, type SectionRows } from '../collab/sectionWrites.js';
import './chores.tables.js';

type Sections = {
  [K in 'chores' | 'completions' | 'rewards' | 'claims']: (
    id: string,
    v: ChoresDocState[K][string],
  ) => object;
};

/** Each section of the document as the rows of its table. */
const ROWS: Sections = {
  chores: (id, c) => ({
    id,
    ...c,
    members: JSON.stringify(c.members),
    stand_ins: JSON.stringify(c.stand_ins ?? {}),
  }),
  completions: (id, c) => {
    const { by, prev_turn: _, ...rest } = c;
    return { id, ...rest, by_user_id: by };
  },
  rewards: (id, r) => ({ id, ...r }),
  claims: (id, c) => ({ id, ...c }),
};
const TABLES = {
  chores: 'chores',
  completions: 'chore_completions',
  rewards: 'chore_rewards',
  claims: 'chore_claims',
} as const;

const rowsOf = <K extends keyof Sections>(familyId: string, key: K, state: ChoresDocState): SectionRows =>
  Object.fromEntries(
    Object.entries(state[key]).map(([id, v]) => [
      id,
      { family_id: familyId, ...(ROWS[key] as (i: string, x: unknown) => object)(id, v) },
    ]),
  );

/** THE function that writes the family's chores document into its tables (only the rows that changed). */
export function projectChores(
  db: Database,
  familyId: string,
  state: ChoresDocState,
  before: ChoresDocState | undefined,
): Projection {
  const keys = Object.keys(TABLES) as (keyof typeof TABLES)[];
  return {
    writes: keys.flatMap((key) =>
      sectionWrites(
        db,
        {
          table: TABLES[key],
          scope: ['family_id', familyId],
          keyColumns: ['id'],
          keyOf: sql<string>`id`,
          parts: (s) => [s[key]],
          rows: (s) => rowsOf(familyId, key, s),
        },
        state,
        before,
      ),
    ),
    changes: [
      { audience: { family: familyId }, change: { resource: 'chores', action: 'updated' } },
      { audience: { family: familyId }, change: { resource: 'turn-rotations', action: 'updated' } },
    ],
    accessChanged: false,
  };
}
