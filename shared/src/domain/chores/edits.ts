import { assigneeOf, assigneeOn, type ChoresDocState } from '../../collab/choresDoc.js';
import { familyCan, type FamilyRole } from '../family/familyRoles.js';
import { UNDO_MS } from './actions.js';
import { balanceOf } from './points.js';
import { sameJson as same } from '../sameJson.js';

export interface ChoreEditor {
  user_id: string;
  role: FamilyRole;
  now: Date;
}

export const CHORE_REFUSALS = {
  edit: "Only the family's adults change chores and rewards",
  notYours: 'You can only mark your own chores done',
  undo: 'Only your own tick can be undone, within a minute',
  claim: 'You can only claim a reward for yourself, with enough points',
  approve: "Only the family's adults approve rewards",
} as const;

/** Slack for clocks and transit: a tick's time may differ from the server's by this much. */
const SKEW_MS = 5 * 60_000;
const EMPTY: ChoresDocState = { meta: { schema: 2 }, chores: {}, completions: {}, rewards: {}, claims: {} };

/**
 * What an editor who is not an adult may change (adults: anything valid): tick their own chore (a new
 * completion credited to them, with the turn handed on), undo their own tick within a minute, pass the
 * turn of a chore without a schedule when it is theirs, and claim a reward they have the points for.
 * Answers why an edit is refused, or null.
 */
export function checkChoresEdit(
  before: ChoresDocState | undefined,
  after: ChoresDocState,
  editor: ChoreEditor,
): string | null {
  if (familyCan(editor.role, 'manage_chores')) return null;
  const b = before ?? EMPTY;
  const me = editor.user_id;
  const now = editor.now.getTime();
  if (!same(b.meta, after.meta) || !same(b.rewards, after.rewards)) return CHORE_REFUSALS.edit;

  // A section nobody changed is the same object in both states (rootJSON, docRecord): nothing to check.
  const turned = new Set<string>();
  if (b.completions !== after.completions)
    for (const [id, c] of Object.entries(after.completions)) {
      const was = b.completions[id];
      if (was) {
        if (!same(was, c)) return CHORE_REFUSALS.undo;
        continue;
      }
      const chore = b.chores[c.chore_id];
      const fair =
        chore &&
        assigneeOn(chore, c.date).user_id === me &&
        c.by === me &&
        c.user_id === me &&
        c.points === chore.points &&
        c.prev_turn === chore.turn &&
        Math.abs(Date.parse(c.at) - now) <= SKEW_MS;
      if (!fair) return CHORE_REFUSALS.notYours;
      turned.add(c.chore_id);
    }
  if (b.completions !== after.completions)
    for (const [id, c] of Object.entries(b.completions)) {
      if (Object.hasOwn(after.completions, id)) continue;
      if (c.by !== me || now - Date.parse(c.at) > UNDO_MS + SKEW_MS / 10) return CHORE_REFUSALS.undo;
      turned.add(c.chore_id);
    }

  if (b.chores !== after.chores)
    for (const id of new Set([...Object.keys(b.chores), ...Object.keys(after.chores)])) {
      const was = b.chores[id];
      const now = after.chores[id];
      if (same(was, now)) continue;
      if (!was || !now || !same({ ...was, turn: 0 }, { ...now, turn: 0 })) return CHORE_REFUSALS.edit;
      const passing =
        !was.rrule && assigneeOf(was).user_id === me && now.turn === (was.turn + 1) % was.members.length;
      if (!turned.has(id) && !passing) return CHORE_REFUSALS.edit;
    }

  if (b.claims === after.claims) return null;
  let claimed = false;
  for (const [id, c] of Object.entries(after.claims)) {
    const was = b.claims[id];
    if (was) {
      if (!same(was, c)) return CHORE_REFUSALS.approve;
      continue;
    }
    const reward = b.rewards[c.reward_id];
    if (!reward || c.user_id !== me || c.status !== 'pending' || c.decided_by || c.points !== reward.points)
      return CHORE_REFUSALS.claim;
    claimed = true;
  }
  for (const id of Object.keys(b.claims)) if (!Object.hasOwn(after.claims, id)) return CHORE_REFUSALS.approve;
  if (claimed && balanceOf(me, Object.values(after.completions), Object.values(after.claims)) < 0)
    return CHORE_REFUSALS.claim;
  return null;
}
