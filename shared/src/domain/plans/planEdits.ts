import type { PlanDocState } from '../../collab/planDoc.js';
import { sameJson as same } from '../sameJson.js';
import { planCan, planDenial, type PlanAction, type PlanRole, type PlanTarget } from './planRoles.js';

/** Who sends an edit of a plan document: their role on the plan (before the edit) and their own names. */
export interface PlanEditor {
  role: PlanRole | null;
  /** The signed-in user's name: a new booking's `created_by` must be it. */
  name: string;
  /** The user's participant rows (ids), for "self" (leaving, own role). */
  rowIds: readonly string[];
}

/** The keys of two versions of a section; none when it is the same object (nobody changed it: rootJSON). */
const keysOf = (a: object, b: object) => (a === b ? [] : new Set([...Object.keys(a), ...Object.keys(b)]));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The first change in `before` → `after` that the editor's role does not allow (as the reason to tell
 * them), or undefined when every change is allowed. Compares the validated states section by section,
 * so its cost is the size of the plan, never of its history.
 */
export function checkPlanEdit(
  before: PlanDocState,
  after: PlanDocState,
  editor: PlanEditor,
): string | undefined {
  const { role } = editor;
  const deny = (action: PlanAction, target: PlanTarget = {}) =>
    planCan(role, action, target) ? undefined : planDenial(role, action, target);

  for (const k of keysOf(before.meta, after.meta)) {
    const key = k as keyof PlanDocState['meta'];
    if (same(before.meta[key], after.meta[key])) continue;
    const refused = deny(key === 'privacy' ? 'change_privacy' : 'edit_plan');
    if (refused) return refused;
  }

  const captains = (s: PlanDocState) => Object.values(s.participants).filter((p) => p.role === 'captain');
  for (const id of keysOf(before.participants, after.participants)) {
    const was = before.participants[id];
    const now = after.participants[id];
    if (same(was, now)) continue;
    const self = editor.rowIds.includes(id);
    let refused: string | undefined;
    if (!was) refused = deny('invite', { to: now!.role });
    else if (!now) refused = deny('remove_participant', { role: was.role, self });
    else if (now.role === 'captain' && was.role !== 'captain') refused = deny('transfer_captaincy');
    // Any other change to a row (its role, name, email) is changing that participant.
    else refused = deny('change_role', { role: was.role, to: now.role, self });
    if (refused) return refused;
  }
  if (
    before.participants !== after.participants &&
    captains(before).length > 0 &&
    captains(after).length !== 1
  )
    return 'A plan has exactly one captain';

  for (const id of keysOf(before.bookings, after.bookings)) {
    const was = before.bookings[id];
    const now = after.bookings[id];
    if (same(was, now)) continue;
    const refused = deny(!was ? 'add_booking' : !now ? 'delete_booking' : 'edit_booking');
    if (refused) return refused;
    if (!was && now!.created_by !== editor.name)
      return `A booking is created by whoever adds it: created_by must be "${editor.name}"`;
    if (was && now && now.created_by !== was.created_by) return "A booking's creator cannot change";
  }

  const touched = new Set<string>();
  for (const id of keysOf(before.expenses, after.expenses)) {
    const was = before.expenses[id];
    const now = after.expenses[id];
    if (same(was, now)) continue;
    touched.add(id);
    const refused = deny(!was ? 'add_expense' : !now ? 'delete_expense' : 'edit_expense');
    if (refused) return refused;
  }

  for (const key of keysOf(before.paid, after.paid)) {
    if (before.paid[key] === after.paid[key]) continue;
    const [expenseId = '', index = ''] = key.split(':');
    // Ticks set with the expense itself come with adding (or editing, deleting) it.
    if (touched.has(expenseId)) continue;
    const share = (after.expenses[expenseId] ?? before.expenses[expenseId])?.shares[Number(index)];
    const refused = deny('tick_paid', { own: share !== undefined && sameName(share.name, editor.name) });
    if (refused) return refused;
  }
  return undefined;
}
