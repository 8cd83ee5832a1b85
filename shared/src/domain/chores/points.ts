import type { DocClaim, DocCompletion } from '../../collab/choresDoc.js';
import { addDays } from '../dates.js';
import { memberKey } from './fairness.js';

/** The Monday that starts the week of a local date ('YYYY-MM-DD'). */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export interface MemberPoints {
  key: string;
  user_id: string | null;
  name: string;
  points: number;
}

/** Points per member in the week starting `week` (a Monday), most first, then by name. */
export function weekPoints(completions: Iterable<DocCompletion>, week: string): MemberPoints[] {
  const end = addDays(week, 7);
  const by = new Map<string, MemberPoints>();
  for (const c of completions) {
    if (c.date < week || c.date >= end) continue;
    const key = memberKey(c);
    const row = by.get(key) ?? { key, user_id: c.user_id, name: c.name, points: 0 };
    row.points += c.points;
    by.set(key, row);
  }
  return [...by.values()].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}

/** Points by memberKey for the fairness rule. */
export const pointsMap = (rows: MemberPoints[]) => new Map(rows.map((r) => [r.key, r.points]));

/** What a member may still spend on rewards: every point earned, less what pending and approved claims hold. */
export function balanceOf(
  userId: string,
  completions: Iterable<DocCompletion>,
  claims: Iterable<DocClaim>,
): number {
  let n = 0;
  for (const c of completions) if (c.user_id === userId) n += c.points;
  for (const c of claims) if (c.user_id === userId && c.status !== 'declined') n -= c.points;
  return n;
}
