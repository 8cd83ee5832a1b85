import { sql } from 'kysely';
import { itemKey, itemsOf, type Audience, type ListDocState } from '@hearth/shared';
import type { Database, Executor } from '../db/schema.js';
import type { Projection } from '../collab/docKind.js';
import { same, sectionWrites, type SectionRows } from '../collab/sectionWrites.js';

/** What a list's projection needs that never changes: its owner and family (from its row). */
export interface ListContext {
  owner_id: string;
  family_id: string;
}

export async function listContext(db: Executor, listId: string): Promise<ListContext> {
  const row = await db
    .selectFrom('lists')
    .select(['owner_id', 'family_id'])
    .where('id', '=', listId)
    .executeTakeFirst();
  if (!row) throw new Error(`list ${listId} has a document but no row`);
  return row;
}

const listRow = (state: ListDocState) => {
  const items = itemsOf(state);
  return {
    name: state.meta.name,
    kind: state.meta.kind,
    sharing: state.meta.sharing,
    item_count: items.length,
    checked_count: items.filter((i) => i.checked).length,
  };
};

const itemRows = (listId: string, state: ListDocState): SectionRows =>
  Object.fromEntries(
    itemsOf(state).map((i) => [
      i.id,
      {
        list_id: listId,
        id: i.id,
        text: i.text,
        quantity: i.quantity,
        unit: i.unit,
        category: i.category,
        note: i.note,
        position: i.order,
        checked: i.checked !== null,
        checked_by: i.checked?.by ?? null,
        checked_by_name: i.checked?.by_name ?? null,
        checked_at: i.checked?.at ?? null,
        added_by: i.added_by,
        added_by_name: i.added_by_name,
        added_at: i.added_at,
      },
    ]),
  );

const memberRows = (listId: string, state: ListDocState): SectionRows =>
  state.meta.sharing !== 'members'
    ? {}
    : Object.fromEntries(
        Object.keys(state.members).map((id) => [id, { list_id: listId, user_id: id, role: 'member' }]),
      );

const historyRows = (listId: string, state: ListDocState): SectionRows =>
  Object.fromEntries(Object.entries(state.history).map(([key, h]) => [key, { list_id: listId, key, ...h }]));

/**
 * The categories members chose in this change, learned for the family (item key -> category): one row
 * per key, so the upsert never touches a row twice.
 */
function learned(familyId: string, state: ListDocState, before: ListDocState | undefined) {
  const rows = new Map<string, { family_id: string; key: string; category: string; updated_at: Date }>();
  for (const [id, item] of Object.entries(state.items)) {
    if (!item.category || before?.items[id]?.category === item.category) continue;
    const key = itemKey(item.text).slice(0, 100);
    if (key) rows.set(key, { family_id: familyId, key, category: item.category, updated_at: new Date() });
  }
  return [...rows.values()];
}

/** Who hears that a list changed: its owner, and the family or the chosen members (before and after). */
function audiences(context: ListContext, state: ListDocState, before: ListDocState | undefined): Audience[] {
  const sharings = [state, before].flatMap((s) => (s ? [s.meta.sharing] : []));
  if (sharings.includes('family')) return [{ family: context.family_id }];
  const users = new Set([context.owner_id]);
  for (const s of [state, before])
    if (s?.meta.sharing === 'members') for (const id in s.members) users.add(id);
  return [...users].map((user) => ({ user }));
}

/**
 * THE function that writes a list document into SQL (lists, list_items, list_members, list_history, and
 * the family's learned categories): only the rows that differ from `before` are written.
 */
export function projectList(
  db: Database,
  listId: string,
  state: ListDocState,
  before: ListDocState | undefined,
  context: ListContext,
): Projection {
  const section = (
    table: string,
    keyColumns: string[],
    parts: (s: ListDocState) => unknown[],
    rows: (s: ListDocState) => SectionRows,
    keyOf = sql<string>`id`,
  ) =>
    sectionWrites(db, { table, scope: ['list_id', listId], keyColumns, keyOf, parts, rows }, state, before);
  const categories = learned(context.family_id, state, before);
  const writes = [
    ...(before && same(listRow(before), listRow(state))
      ? []
      : [
          db
            .updateTable('lists')
            .set({ ...listRow(state), updated_at: sql`now()` })
            .where('id', '=', listId),
        ]),
    ...section(
      'list_items',
      ['id'],
      // An item's row holds its position and its tick too.
      (s) => [s.items, s.order, s.checked],
      (s) => itemRows(listId, s),
    ),
    ...section(
      'list_members',
      ['user_id'],
      (s) => [s.meta.sharing, s.members],
      (s) => memberRows(listId, s),
      sql<string>`user_id::text`,
    ),
    ...section(
      'list_history',
      ['key'],
      (s) => [s.history],
      (s) => historyRows(listId, s),
      sql<string>`key`,
    ),
    ...(categories.length
      ? [
          db
            .insertInto('list_categories')
            .values(categories)
            .onConflict((oc) =>
              oc.columns(['family_id', 'key']).doUpdateSet({
                category: sql.ref('excluded.category'),
                updated_at: sql.ref('excluded.updated_at'),
              }),
            ),
        ]
      : []),
  ];
  const accessChanged =
    before !== undefined &&
    (before.meta.sharing !== state.meta.sharing ||
      !same(memberRows(listId, before), memberRows(listId, state)));
  return {
    writes,
    changes: audiences(context, state, before).map((audience) => ({
      audience,
      change: { resource: 'lists' as const, action: 'updated' as const, id: listId },
    })),
    accessChanged,
  };
}
