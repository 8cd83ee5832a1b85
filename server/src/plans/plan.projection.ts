import { expenseStatusOf, totalSpent, type PlanDocState } from '@hearth/shared';
import type { Audience } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { Projected } from '../collab/docKind.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which rows of an id-keyed section to rewrite: `write` (new or changed entries) and `stale` (rows to
 * delete first: removed or changed ones). Without `before`, every row is rewritten (stale = ['*']:
 * delete the whole section).
 */
export function changedIds<T>(before: Record<string, T> | undefined, after: Record<string, T>) {
  if (!before) return { write: Object.keys(after), stale: ['*'] };
  const write = Object.keys(after).filter((id) => !Object.hasOwn(before, id) || !same(before[id], after[id]));
  const removed = Object.keys(before).filter((id) => !Object.hasOwn(after, id));
  return { write, stale: [...removed, ...write.filter((id) => Object.hasOwn(before, id))] };
}

/**
 * THE function that writes a plan document into SQL (plans, plan_participants, bookings,
 * shared_expenses, shared_expense_shares), inside the transaction that stored the update. Sections
 * that did not change are left alone.
 */
export async function projectPlan(
  db: Executor,
  planId: string,
  state: PlanDocState,
  before: PlanDocState | undefined,
): Promise<Projected> {
  const m = state.meta;
  // One round trip: the plan's own row is written and its owner read back.
  const owner = await db
    .updateTable('plans')
    .set({
      name: m.name,
      description: m.description,
      type: m.type,
      event_captain_name: m.event_captain_name,
      start_date: m.start_date,
      end_date: m.end_date,
      budget: m.budget,
      total_spent: totalSpent(state),
      privacy: m.privacy,
      status: m.status,
    })
    .where('id', '=', planId)
    .returning(['owner_id', 'family_id'])
    .executeTakeFirst();
  if (!owner) throw new Error(`plan ${planId} has a document but no row`);

  // Only the rows whose entry changed are rewritten (the projection holds `before` exactly).
  const participants = changedIds(before?.participants, state.participants);
  if (participants.stale.length)
    await db
      .deleteFrom('plan_participants')
      .where('plan_id', '=', planId)
      .$if(before !== undefined, (q) => q.where('id', 'in', participants.stale))
      .execute();
  if (participants.write.length)
    await db
      .insertInto('plan_participants')
      .values(participants.write.map((id) => ({ plan_id: planId, id, ...state.participants[id]! })))
      .execute();
  const bookings = changedIds(before?.bookings, state.bookings);
  if (bookings.stale.length)
    await db
      .deleteFrom('bookings')
      .where('plan_id', '=', planId)
      .$if(before !== undefined, (q) => q.where('id', 'in', bookings.stale))
      .execute();
  if (bookings.write.length)
    await db
      .insertInto('bookings')
      .values(bookings.write.map((id) => ({ plan_id: planId, id, ...state.bookings[id]! })))
      .execute();
  if (!before || !same(before.expenses, state.expenses) || !same(before.paid, state.paid)) {
    await db.deleteFrom('shared_expenses').where('plan_id', '=', planId).execute();
    const entries = Object.entries(state.expenses);
    if (entries.length) {
      await db
        .insertInto('shared_expenses')
        .values(
          entries.map(([id, e]) => ({
            plan_id: planId,
            id,
            description: e.description,
            total_amount: e.total_amount,
            paid_by: e.paid_by,
            split_type: e.split_type,
            status: expenseStatusOf(state, id, e),
            created_at: e.created_at,
          })),
        )
        .execute();
      await db
        .insertInto('shared_expense_shares')
        .values(
          entries.flatMap(([id, e]) =>
            e.shares.map((s, position) => ({
              plan_id: planId,
              expense_id: id,
              position,
              name: s.name,
              amount_owed: s.amount_owed,
              paid: state.paid[`${id}:${position}`] === true,
            })),
          ),
        )
        .execute();
    }
  }

  const usersOf = (s: PlanDocState | undefined) =>
    Object.values(s?.participants ?? {}).flatMap((p) => (p.user_id ? [p.user_id] : []));
  const before_users = usersOf(before);
  const after_users = usersOf(state);
  const accessChanged =
    before !== undefined &&
    (before.meta.privacy !== m.privacy || !same([...before_users].sort(), [...after_users].sort()));
  // Everyone who could see the plan before or can now hears that it changed.
  const audiences: Audience[] = [...new Set([owner.owner_id, ...before_users, ...after_users])].map(
    (user) => ({ user }),
  );
  if (m.privacy === 'family_only' || before?.meta.privacy === 'family_only')
    audiences.push({ family: owner.family_id });
  return {
    changes: audiences.map((audience) => ({
      audience,
      change: { resource: 'plans' as const, action: 'updated' as const, id: planId },
    })),
    accessChanged,
  };
}
