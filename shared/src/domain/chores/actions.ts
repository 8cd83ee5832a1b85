import type { Doc } from 'yjs';
import {
  assigneeOf,
  assigneeOn,
  choreOf,
  completeChore,
  MAX_STAND_INS,
  putChore,
  type ChoreMember,
  type DocCompletion,
} from '../../collab/choresDoc.js';
import { nextTurn, memberKey } from './fairness.js';
import { pointsMap, weekOf, weekPoints } from './points.js';
import { OVERDUE_DAYS } from './schedule.js';
import { addDays } from '../dates.js';

/** A tick can be taken back this long after it was made. */
export const UNDO_MS = 60_000;

/**
 * Marks a chore's occurrence on `date` done by `by` (a user id), credited to whoever does it that day (its
 * stand-in, else whose turn it is), and hands the turn on by the chore's fairness rule. A stand-in's tick
 * leaves the turn where it was: whose turn it was does the next one (the two swapped). Answers the
 * completion, or undefined for no such chore.
 */
export function markChoreDone(
  doc: Doc,
  o: { id: string; choreId: string; date: string; by: string; now: Date },
): DocCompletion | undefined {
  const chore = choreOf(doc, o.choreId);
  if (!chore) return undefined;
  const assignee = assigneeOn(chore, o.date);
  const completion: DocCompletion = {
    chore_id: o.choreId,
    user_id: assignee.user_id,
    name: assignee.name,
    by: o.by,
    date: o.date,
    at: o.now.toISOString(),
    points: chore.points,
    prev_turn: chore.turn,
  };
  const covered = memberKey(assignee) !== memberKey(assigneeOf(chore));
  const all = [...doc.getMap<DocCompletion>('completions').values(), completion];
  const turn = covered ? chore.turn : nextTurn(chore, pointsMap(weekPoints(all, weekOf(o.date))));
  completeChore(doc, o.id, completion, turn);
  return completion;
}

/**
 * Hands one occurrence of a chore (its local `date`) to `to`: they do it that day instead of whose turn it
 * is; the turn itself stays. Stand-ins of days gone by (before `today`, less the overdue window) are
 * dropped. Answers false for no such chore.
 */
export function handOverOccurrence(
  doc: Doc,
  o: { choreId: string; date: string; to: ChoreMember; today: string },
): boolean {
  const chore = choreOf(doc, o.choreId);
  if (!chore) return false;
  const since = addDays(o.today, -OVERDUE_DAYS);
  const kept = Object.entries(chore.stand_ins ?? {}).filter(([d]) => d >= since && d !== o.date);
  const stand_ins = Object.fromEntries(
    [...kept, [o.date, o.to] as const].sort(([a], [b]) => a.localeCompare(b)).slice(-MAX_STAND_INS),
  );
  putChore(doc, o.choreId, { ...chore, stand_ins });
  return true;
}

/** Whether a completion made at `at` may still be undone at `now`. */
export const undoable = (at: string, now: Date) => now.getTime() - Date.parse(at) <= UNDO_MS;
