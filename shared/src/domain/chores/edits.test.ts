import { describe, expect, it } from 'vitest';
import type { ChoresDocState, DocChore, DocCompletion } from '../../collab/choresDoc.js';
import { CHORE_REFUSALS, checkChoresEdit } from './edits.js';

const KID = '00000000-0000-4000-8000-00000000000a';
const SIS = '00000000-0000-4000-8000-00000000000b';
const NOW = new Date('2026-05-06T17:00:00Z');
const chore = (extra: Partial<DocChore> = {}): DocChore => ({
  name: 'Dishes',
  members: [
    { user_id: KID, name: 'Kid' },
    { user_id: SIS, name: 'Sis' },
  ],
  turn: 0,
  mode: 'round_robin',
  rrule: 'FREQ=DAILY',
  start_date: '2026-05-04',
  due_time: null,
  points: 5,
  created_at: '2026-05-04T08:00:00Z',
  ...extra,
});
const tick = (extra: Partial<DocCompletion> = {}): DocCompletion => ({
  chore_id: 'd',
  user_id: KID,
  name: 'Kid',
  by: KID,
  date: '2026-05-06',
  at: NOW.toISOString(),
  points: 5,
  prev_turn: 0,
  ...extra,
});
const doc = (extra: Partial<ChoresDocState> = {}): ChoresDocState => ({
  meta: { schema: 2 },
  chores: { d: chore() },
  completions: {},
  rewards: { r: { name: 'Film', points: 5, created_at: NOW.toISOString() } },
  claims: {},
  ...extra,
});
const asKid = (before: ChoresDocState, after: ChoresDocState, now = NOW) =>
  checkChoresEdit(before, after, { user_id: KID, role: 'child', now });

describe('what a child may change in the chores document', () => {
  it('anything, for an adult', () => {
    expect(checkChoresEdit(doc(), doc({ chores: {} }), { user_id: SIS, role: 'adult', now: NOW })).toBeNull();
  });
  it('ticks their own chore, handing the turn on', () => {
    expect(asKid(doc(), doc({ chores: { d: chore({ turn: 1 }) }, completions: { t: tick() } }))).toBeNull();
  });
  it("not someone else's turn, not credited to another, not with other points, not back-dated", () => {
    const sisTurn = doc({ chores: { d: chore({ turn: 1 }) } });
    expect(asKid(sisTurn, { ...sisTurn, completions: { t: tick({ prev_turn: 1 }) } })).toBe(
      CHORE_REFUSALS.notYours,
    );
    expect(asKid(doc(), doc({ completions: { t: tick({ user_id: SIS }) } }))).toBe(CHORE_REFUSALS.notYours);
    expect(asKid(doc(), doc({ completions: { t: tick({ points: 500 }) } }))).toBe(CHORE_REFUSALS.notYours);
    expect(asKid(doc(), doc({ completions: { t: tick({ at: '2026-04-01T10:00:00Z' }) } }))).toBe(
      CHORE_REFUSALS.notYours,
    );
  });
  it('undoes their own tick within a minute, not later, and not a sibling’s', () => {
    const ticked = doc({ chores: { d: chore({ turn: 1 }) }, completions: { t: tick() } });
    expect(asKid(ticked, doc(), new Date(NOW.getTime() + 50_000))).toBeNull();
    expect(asKid(ticked, doc(), new Date(NOW.getTime() + 5 * 60_000))).toBe(CHORE_REFUSALS.undo);
    const sis = doc({ completions: { t: tick({ by: SIS, user_id: SIS }) } });
    expect(asKid(sis, doc())).toBe(CHORE_REFUSALS.undo);
  });
  it('never renames, re-points, deletes or adds chores, nor touches rewards', () => {
    expect(asKid(doc(), doc({ chores: { d: chore({ points: 50 }) } }))).toBe(CHORE_REFUSALS.edit);
    expect(asKid(doc(), doc({ chores: {} }))).toBe(CHORE_REFUSALS.edit);
    expect(asKid(doc(), doc({ chores: { d: chore(), e: chore() } }))).toBe(CHORE_REFUSALS.edit);
    expect(asKid(doc(), doc({ chores: { d: chore({ turn: 1 }) } }))).toBe(CHORE_REFUSALS.edit);
    expect(asKid(doc(), doc({ rewards: {} }))).toBe(CHORE_REFUSALS.edit);
  });
  it('passes the turn of a rotation (no schedule) when it is theirs', () => {
    const rot = doc({ chores: { d: chore({ rrule: null }) } });
    expect(asKid(rot, doc({ chores: { d: chore({ rrule: null, turn: 1 }) } }))).toBeNull();
  });
  it('claims a reward for themselves with enough points; never approves', () => {
    const claim = {
      reward_id: 'r',
      user_id: KID,
      name: 'Kid',
      points: 5,
      at: NOW.toISOString(),
      status: 'pending' as const,
      decided_by: null,
      decided_at: null,
    };
    const earned = doc({ completions: { t: tick({ at: '2026-05-05T10:00:00Z', date: '2026-05-05' }) } });
    expect(asKid(doc(), { ...doc(), claims: { c: claim } })).toBe(CHORE_REFUSALS.claim);
    expect(asKid(earned, { ...earned, claims: { c: claim } })).toBeNull();
    expect(asKid(earned, { ...earned, claims: { c: { ...claim, status: 'approved' } } })).toBe(
      CHORE_REFUSALS.claim,
    );
    const pending = { ...earned, claims: { c: claim } };
    expect(
      asKid(pending, { ...earned, claims: { c: { ...claim, status: 'approved', decided_by: KID } } }),
    ).toBe(CHORE_REFUSALS.approve);
  });
});
