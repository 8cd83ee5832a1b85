import { sql } from 'kysely';
import { expenseStatusOf, totalSpent, type PlanDocState } from '@hearth/shared';
import type { Audience } from '@hearth/shared';
import type { Database, Executor } from '../db/schema.js';
import type { Projection } from '../collab/docKind.js';
import { same, sectionWrites, type SectionRows } from '../collab/sectionWrites.js';

/** What a plan's projection needs that never changes: its owner and family (from its row). */
export interface PlanContext {
  owner_id: string;
  family_id: string;
}

export async function planContext(db: Executor, planId: string): Promise<PlanContext> {
  const row = await db
    .selectFrom('plans')
    .select(['owner_id', 'family_id'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!row) throw new Error(`plan ${planId} has a document but no row`);
  return row;
}

/** A plan's total, summed once per pair of sections (they are the same objects until changed: docRecord). */
const totals = new WeakMap<object, { expenses: object; total: number }>();
function totalOf(state: PlanDocState): number {
  const kept = totals.get(state.bookings);
  if (kept?.expenses === state.expenses) return kept.total;
  const total = totalSpent(state);
  if (Object.isFrozen(state.bookings) && Object.isFrozen(state.expenses))
    totals.set(state.bookings, { expenses: state.expenses, total });
  return total;
}

const planRow = (state: PlanDocState) => {
  const m = state.meta;
  return {
    name: m.name,
    description: m.description,
    type: m.type,
    event_captain_name: m.event_captain_name,
    start_date: m.start_date,
    end_date: m.end_date,
    budget: m.budget,
    total_spent: totalOf(state),
    privacy: m.privacy,
    status: m.status,
  };
};

const keyed = <T>(planId: string, entries: Record<string, T>, row: (id: string, entry: T) => object) =>
  Object.fromEntries(
    Object.entries(entries).map(([id, e]) => [id, { plan_id: planId, id, ...row(id, e) }]),
  ) as SectionRows;

/**
 * Rows that are their entry (with the plan and id), made once per entry object: an entry nobody changed
 * is the same object in every state (docRecord), so its row is too and comparing costs what changed.
 */
const entryRows = new WeakMap<object, Record<string, unknown>>();
const plainRows = <T extends object>(planId: string, entries: Record<string, T>): SectionRows =>
  Object.fromEntries(
    Object.entries(entries).map(([id, e]) => {
      let row = entryRows.get(e);
      if (row?.id !== id || row.plan_id !== planId) entryRows.set(e, (row = { plan_id: planId, id, ...e }));
      return [id, row];
    }),
  );

const expenseRows = (planId: string, state: PlanDocState) =>
  keyed(planId, state.expenses, (id, e) => ({
    description: e.description,
    total_amount: e.total_amount,
    paid_by: e.paid_by,
    split_type: e.split_type,
    status: expenseStatusOf(state, id, e),
    created_at: e.created_at,
  }));

const shareRows = (planId: string, state: PlanDocState): SectionRows =>
  Object.fromEntries(
    Object.entries(state.expenses).flatMap(([id, e]) =>
      e.shares.map((s, position) => [
        `${id}:${position}`,
        {
          plan_id: planId,
          expense_id: id,
          position,
          name: s.name,
          amount_owed: s.amount_owed,
          paid: state.paid[`${id}:${position}`] === true,
        },
      ]),
    ),
  );

/**
 * THE function that writes a plan document into SQL (plans, plan_participants, bookings,
 * shared_expenses, shared_expense_shares): only the rows that differ from `before` are written.
 */
export function projectPlan(
  db: Database,
  planId: string,
  state: PlanDocState,
  before: PlanDocState | undefined,
  context: PlanContext,
): Projection {
  const m = state.meta;
  const section = (
    table: string,
    keyColumns: string[],
    parts: (s: PlanDocState) => unknown[],
    rows: (s: PlanDocState) => SectionRows,
    keyOf = sql<string>`id`,
  ) =>
    sectionWrites(db, { table, scope: ['plan_id', planId], keyColumns, keyOf, parts, rows }, state, before);
  const writes = [
    ...(before && same(planRow(before), planRow(state))
      ? []
      : [db.updateTable('plans').set(planRow(state)).where('id', '=', planId)]),
    ...section(
      'plan_participants',
      ['id'],
      (s) => [s.participants],
      (s) => plainRows(planId, s.participants),
    ),
    ...section(
      'bookings',
      ['id'],
      (s) => [s.bookings],
      (s) => plainRows(planId, s.bookings),
    ),
    ...section(
      'shared_expenses',
      ['id'],
      (s) => [s.expenses, s.paid],
      (s) => expenseRows(planId, s),
    ),
    ...section(
      'shared_expense_shares',
      ['expense_id', 'position'],
      (s) => [s.expenses, s.paid],
      (s) => shareRows(planId, s),
      sql<string>`expense_id || ':' || position`,
    ),
  ];

  const usersOf = (s: PlanDocState | undefined) =>
    Object.values(s?.participants ?? {}).flatMap((p) => (p.user_id ? [p.user_id] : []));
  const before_users = usersOf(before);
  const after_users = usersOf(state);
  const accessChanged =
    before !== undefined &&
    (before.meta.privacy !== m.privacy || !same([...before_users].sort(), [...after_users].sort()));
  // Everyone who could see the plan before or can now hears that it changed.
  const audiences: Audience[] = [...new Set([context.owner_id, ...before_users, ...after_users])].map(
    (user) => ({ user }),
  );
  if (m.privacy === 'family_only' || before?.meta.privacy === 'family_only')
    audiences.push({ family: context.family_id });
  return {
    writes,
    changes: audiences.map((audience) => ({
      audience,
      change: { resource: 'plans' as const, action: 'updated' as const, id: planId },
    })),
    accessChanged,
  };
}
