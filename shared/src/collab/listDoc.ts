import type { Doc } from 'yjs';
import { z } from 'zod';
import { docRecord } from './docRecord.js';
import { rootsJSON } from './rootJSON.js';
import { sameJson as same } from '../domain/sameJson.js';
import { isEntryId, type DocShape } from './docShape.js';
import { itemKey, parseEntry } from '../domain/lists/quantity.js';

/**
 * A shared list (shopping, packing, to-do), version 1. Top-level Y.Maps hold plain JSON values, each
 * replaced whole (last writer wins per key). What two people change at once on one item lives in separate
 * maps, so a tick, a move and an edit of the note made at the same time all win:
 *   meta     schema, name, kind, sharing        (changed by the server only: REST)
 *   members  userId -> true                     (who a 'members' list is shared with; server only)
 *   items    itemId -> Item                     (text, quantity, unit, category, note, added by/at)
 *   order    itemId -> number                   (fractional: a move writes one number between two others)
 *   checked  itemId -> Check                    (by whom and when; absent: unchecked)
 *   history  itemKey -> HistoryEntry            (items cleared from the list, to add again)
 * A tick or a move of an item someone else deleted at the same time leaves an entry without an item:
 * that is valid (and ignored), so neither editor's change is refused.
 */
export const LIST_DOC_VERSION = 1;

export const LIST_KINDS = ['shopping', 'packing', 'todo'] as const;
export const ListKind = z.enum(LIST_KINDS);
export type ListKind = z.infer<typeof ListKind>;
/** personal: its owner only; family: every member of the family (children too); members: the chosen ones. */
export const ListSharing = z.enum(['personal', 'family', 'members']);
export type ListSharing = z.infer<typeof ListSharing>;

const Str = (max: number) => z.string().max(max);
const When = z.string().max(40);
const Quantity = z.number().finite().positive().max(1e6).nullable();
export const Category = Str(50).trim().min(1).nullable();

export const ListMeta = z.strictObject({
  schema: z.literal(LIST_DOC_VERSION),
  name: Str(200).trim().min(1),
  kind: ListKind,
  sharing: ListSharing,
});
export type ListMeta = z.infer<typeof ListMeta>;

export const DocListItem = z.strictObject({
  text: Str(300).trim().min(1),
  quantity: Quantity,
  unit: Str(20).nullable(),
  category: Category,
  note: Str(1000),
  added_by: z.uuid(),
  added_by_name: Str(200),
  added_at: When,
});
export type DocListItem = z.infer<typeof DocListItem>;

export const DocTick = z.strictObject({ by: z.uuid(), by_name: Str(200), at: When });
export type DocTick = z.infer<typeof DocTick>;

export const DocHistoryEntry = z.strictObject({
  text: Str(300).trim().min(1),
  quantity: Quantity,
  unit: Str(20).nullable(),
  category: Category,
  times: z.number().int().min(1).max(1e6),
  cleared_at: When,
  cleared_by_name: Str(200),
});
export type DocHistoryEntry = z.infer<typeof DocHistoryEntry>;

const Order = z.number().finite();
const MAX_ITEMS = 2000;
const Id = z.string().min(1).max(100);

export const ListDocState = z.object({
  meta: ListMeta,
  members: docRecord(z.uuid(), z.literal(true), 200, 'members'),
  items: docRecord(Id, DocListItem, MAX_ITEMS, 'items'),
  order: docRecord(Id, Order, MAX_ITEMS * 2, 'positions'),
  checked: docRecord(Id, DocTick, MAX_ITEMS * 2, 'ticks'),
  history: docRecord(Id, DocHistoryEntry, MAX_ITEMS, 'history entries'),
});
export type ListDocState = z.infer<typeof ListDocState>;

/** The list document's roots and what each may hold (checked on every update before it is applied). */
export const listDocShape: DocShape = {
  roots: {
    meta: (key) => (Object.hasOwn(ListMeta.shape, key) ? ListMeta.shape[key as keyof ListMeta] : undefined),
    members: (key) => (z.uuid().safeParse(key).success ? z.literal(true) : undefined),
    items: (key) => (isEntryId(key) ? DocListItem : undefined),
    order: (key) => (isEntryId(key) ? Order : undefined),
    checked: (key) => (isEntryId(key) ? DocTick : undefined),
    history: (key) => (isEntryId(key) ? DocHistoryEntry : undefined),
  },
};

export function readListDoc(doc: Doc): Record<keyof ListDocState, Record<string, unknown>> {
  return rootsJSON(doc, ['meta', 'members', 'items', 'order', 'checked', 'history']);
}

export function checkListDoc(doc: Doc): { ok: true; state: ListDocState } | { ok: false; reason: string } {
  const r = ListDocState.safeParse(readListDoc(doc));
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, reason: `${i.path.join('.') || 'document'}: ${i.message}` };
  }
  return { ok: true, state: r.data };
}

/**
 * What an editor connected over the WebSocket may not do (REST may): rename the list, change its kind or
 * who it is shared with; and an item they add or tick carries their own name, never someone else's.
 */
export function checkListEdit(
  before: ListDocState | undefined,
  after: ListDocState,
  editor: { id: string },
): string | undefined {
  if (!before) return 'The list does not exist yet';
  if (!same(before.meta, after.meta)) return 'Only the list’s settings change its name and sharing';
  if (!same(before.members, after.members)) return 'Only the list’s settings change who it is shared with';
  // A section nobody changed is the same object in both states (rootJSON, docRecord).
  if (before.items !== after.items)
    for (const [id, item] of Object.entries(after.items)) {
      const was = before.items[id];
      if (item.added_by !== (was?.added_by ?? editor.id)) return 'An item is added in your own name';
    }
  if (before.checked !== after.checked)
    for (const [id, check] of Object.entries(after.checked)) {
      const was = before.checked[id];
      if (!same(was, check) && check.by !== editor.id) return 'An item is ticked in your own name';
    }
  return undefined;
}

/** One item as shown: the entry with its position and tick. */
export interface ListItemView extends DocListItem {
  id: string;
  order: number;
  checked: DocTick | null;
}

/** The items of a list in their order (ties by when they were added). */
export function itemsOf(state: Pick<ListDocState, 'items' | 'order' | 'checked'>): ListItemView[] {
  return Object.entries(state.items)
    .map(([id, item]) => ({ ...item, id, order: state.order[id] ?? 0, checked: state.checked[id] ?? null }))
    .sort((a, b) => a.order - b.order || a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id));
}

/** A position between two neighbours' (either may be missing): moves write one number. */
export function orderBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

// Mutations, used by the server's REST path and by the editors in the browser. Each runs in one Yjs
// transaction so it travels as one update.
export function initListDoc(doc: Doc, meta: Omit<ListMeta, 'schema'>, members: string[]): void {
  doc.transact(() => {
    const m = doc.getMap('meta');
    m.set('schema', LIST_DOC_VERSION);
    for (const [k, v] of Object.entries(meta)) m.set(k, v);
    for (const id of members) doc.getMap('members').set(id, true);
  });
}

/** Renames, changes the kind or the sharing (and the chosen members, kept only for 'members'). */
export function setListSettings(
  doc: Doc,
  fields: Partial<Omit<ListMeta, 'schema'>>,
  members?: string[],
): void {
  doc.transact(() => {
    const m = doc.getMap('meta');
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) m.set(k, v);
    const sharing = m.get('sharing');
    const map = doc.getMap('members');
    const keep = new Set(sharing === 'members' ? (members ?? [...map.keys()]) : []);
    for (const id of [...map.keys()]) if (!keep.has(id)) map.delete(id);
    for (const id of keep) if (!map.has(id)) map.set(id, true);
  });
}

/** Adds an item at the end of the list. */
export function addListItem(doc: Doc, id: string, item: DocListItem): void {
  doc.transact(() => {
    const orders = [...doc.getMap<number>('order').values()];
    doc.getMap('items').set(id, item);
    doc.getMap('order').set(id, orders.length ? Math.max(...orders) + 1 : 0);
  });
}

/** Changes an item's fields (the entry is replaced whole). Answers false when there is no such item. */
export function updateListItem(doc: Doc, id: string, fields: Partial<DocListItem>): boolean {
  const items = doc.getMap<DocListItem>('items');
  const item = items.get(id);
  if (!item) return false;
  items.set(id, { ...item, ...fields });
  return true;
}

export function removeListItem(doc: Doc, id: string): boolean {
  if (!doc.getMap('items').has(id)) return false;
  doc.transact(() => {
    for (const root of ['items', 'order', 'checked']) doc.getMap(root).delete(id);
  });
  return true;
}

export function setItemChecked(doc: Doc, id: string, check: DocTick | null): boolean {
  if (!doc.getMap('items').has(id)) return false;
  if (check) doc.getMap('checked').set(id, check);
  else doc.getMap('checked').delete(id);
  return true;
}

export function moveListItem(doc: Doc, id: string, order: number): void {
  doc.getMap('order').set(id, order);
}

/** Moves every ticked item into the history (one entry per item name, counting how often it was bought). */
export function clearChecked(doc: Doc, by: { name: string }, at: string): number {
  const items = doc.getMap<DocListItem>('items');
  const checked = doc.getMap('checked');
  const history = doc.getMap<DocHistoryEntry>('history');
  const ids = [...checked.keys()].filter((id) => items.has(id));
  doc.transact(() => {
    for (const id of ids) {
      const item = items.get(id)!;
      const key = itemKey(item.text).slice(0, 100) || id;
      const was = history.get(key);
      history.set(key, {
        text: item.text,
        quantity: item.quantity,
        unit: item.unit,
        category: item.category,
        times: Math.min(1e6, (was?.times ?? 0) + 1),
        cleared_at: at,
        cleared_by_name: by.name,
      });
      removeListItem(doc, id);
    }
    // Ticks left by items deleted elsewhere go too.
    for (const id of [...checked.keys()]) if (!items.has(id)) checked.delete(id);
  });
  return ids.length;
}

/** History entries whose name starts with (or contains) what is typed, most often bought first. */
export function suggestionsFor(
  history: Record<string, DocHistoryEntry>,
  typed: string,
  exclude: Set<string> = new Set(),
  limit = 6,
): (DocHistoryEntry & { key: string })[] {
  const q = typed.trim().toLowerCase();
  if (!q) return [];
  return Object.entries(history)
    .map(([key, h]) => ({ ...h, key }))
    .filter((h) => !exclude.has(h.key) && h.text.toLowerCase().includes(q))
    .sort(
      (a, b) =>
        Number(b.text.toLowerCase().startsWith(q)) - Number(a.text.toLowerCase().startsWith(q)) ||
        b.times - a.times ||
        a.text.localeCompare(b.text),
    )
    .slice(0, limit);
}

/** A new item from what was typed ("2 kg flour"), in `by`'s name, with the category the family chose before. */
export function itemFromTyped(
  typed: string,
  by: { id: string; name: string },
  at: string,
  learned: Record<string, string>,
  extra: { category?: string | null; note?: string } = {},
): DocListItem {
  const { name, quantity, unit } = parseEntry(typed);
  return {
    text: name.slice(0, 300),
    quantity,
    unit,
    category: extra.category || learned[itemKey(name)] || null,
    note: extra.note ?? '',
    added_by: by.id,
    added_by_name: by.name,
    added_at: at,
  };
}

/** Adds a history entry to the list again, in `by`'s name. Answers false when there is no such entry. */
export function readdFromHistory(
  doc: Doc,
  key: string,
  id: string,
  by: { id: string; name: string },
  at: string,
): boolean {
  const h = doc.getMap<DocHistoryEntry>('history').get(key);
  if (!h) return false;
  addListItem(doc, id, {
    text: h.text,
    quantity: h.quantity,
    unit: h.unit,
    category: h.category,
    note: '',
    added_by: by.id,
    added_by_name: by.name,
    added_at: at,
  });
  return true;
}
