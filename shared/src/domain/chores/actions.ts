import type { Doc } from 'yjs';
import { choreOf, completeChore, type DocCompletion } from '../../collab/choresDoc.js';
import { nextTurn } from './fairness.js';
import { pointsMap, weekOf, weekPoints } from './points.js';

/** A tick can be taken back this long after it was made. */
export const UNDO_MS = 60_000;

/**
 * Marks a chore's occurrence on `date` done by `by` (a user id), credited to whoever's turn it is, and
 * hands the turn on by the chore's fairness rule. Answers the completion, or undefined for no such chore.
 */
export function markChoreDone(
  doc: Doc,
  o: { id: string; choreId: string; date: string; by: string; now: Date },
): DocCompletion | undefined {
  const chore = choreOf(doc, o.choreId);
  if (!chore) return undefined;
  const assignee = chore.members[chore.turn]!;
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
  const all = [...doc.getMap<DocCompletion>('completions').values(), completion];
  completeChore(doc, o.id, completion, nextTurn(chore, pointsMap(weekPoints(all, weekOf(o.date)))));
  return completion;
}

/** Whether a completion made at `at` may still be undone at `now`. */
export const undoable = (at: string, now: Date) => now.getTime() - Date.parse(at) <= UNDO_MS;
