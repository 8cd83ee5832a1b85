import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { checkChoresDoc, completeChore, putChore, putReward, type DocChore } from '@hearth/shared';
import { compileOnly as db, tablesOf, validState } from '../testing/compileOnly.js';
import { projectChores } from './chores.projection.js';

const FAMILY = '00000000-0000-4000-8000-0000000000cc';
const sam = { user_id: '00000000-0000-4000-8000-0000000000bb', name: 'Sam' };
const jo = { user_id: '00000000-0000-4000-8000-0000000000dd', name: 'Jo' };

const chore = (name: string): DocChore => ({
  name,
  members: [sam, jo],
  turn: 0,
  mode: 'round_robin',
  rrule: null,
  start_date: '2026-11-01',
  due_time: null,
  points: 5,
  created_at: '2026-11-01T08:00:00.000Z',
});

const stateOf = (doc: Y.Doc) => validState(checkChoresDoc(doc));

function project(doc: Y.Doc, change: () => void) {
  const before = stateOf(doc);
  change();
  return projectChores(db, FAMILY, stateOf(doc), before).writes;
}

describe('the chores projection', () => {
  it('writes the completion and the chore whose turn moved on, and no other section', () => {
    const doc = new Y.Doc();
    putChore(doc, 'dishes', chore('Dishes'));
    putChore(doc, 'bins', chore('Bins'));
    putReward(doc, 'movie', { name: 'Movie night', points: 50, created_at: '2026-11-01T08:00:00.000Z' });
    const writes = project(doc, () =>
      completeChore(
        doc,
        'c1',
        {
          chore_id: 'dishes',
          user_id: sam.user_id,
          name: sam.name,
          by: sam.user_id,
          date: '2026-11-26',
          at: '2026-11-26T18:00:00.000Z',
          points: 5,
          prev_turn: 0,
        },
        1,
      ),
    );
    expect(tablesOf(writes)).toEqual(['chores', 'chore_completions']);
    const choreParams = writes[0]!.compile().parameters;
    expect(choreParams).toContain('Dishes');
    expect(choreParams).not.toContain('Bins');
  });

  it('writes nothing when nothing changed', () => {
    const doc = new Y.Doc();
    putChore(doc, 'dishes', chore('Dishes'));
    expect(project(doc, () => undefined)).toEqual([]);
  });
});
