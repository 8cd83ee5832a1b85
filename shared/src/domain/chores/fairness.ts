import type { ChoreMember, ChoreMode } from '../../collab/choresDoc.js';

/** The key points are counted under: the member's user id, or their name when they have no account. */
export const memberKey = (m: { user_id: string | null; name: string }) =>
  m.user_id ?? `name:${m.name.trim().toLowerCase()}`;

/**
 * Whose turn comes after the current one. Round-robin: the next member in order. Fewest points: the
 * member with the fewest points this week (`points` by memberKey, the completion just made included);
 * ties go to whoever comes first in round-robin order, so equal members still take turns.
 */
export function nextTurn(
  chore: { members: ChoreMember[]; turn: number; mode: ChoreMode },
  points: ReadonlyMap<string, number>,
): number {
  const n = chore.members.length;
  const order = Array.from({ length: n }, (_, i) => (chore.turn + 1 + i) % n);
  if (chore.mode === 'round_robin') return order[0]!;
  const of = (i: number) => points.get(memberKey(chore.members[i]!)) ?? 0;
  return order.reduce((best, i) => (of(i) < of(best) ? i : best), order[0]!);
}
