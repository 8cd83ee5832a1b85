import type * as Y from 'yjs';
import {
  itemKey,
  itemsOf,
  orderBetween,
  type DocHistoryEntry,
  type DocListItem,
  type DocTick,
  type ListItemView,
  type ListKind,
} from '@hearth/shared';

/** A list document as its page shows it (read on every change). */
export interface ListView {
  name: string | undefined;
  kind: ListKind | undefined;
  sharing: string | undefined;
  /** Not ticked, grouped by category (named groups A-Z, then the uncategorised). */
  groups: { category: string | null; items: ListItemView[] }[];
  ticked: ListItemView[];
  history: Record<string, DocHistoryEntry>;
  /** Every category used in this list or its history (for the category picker). */
  categories: string[];
  /** What this list itself teaches: item key -> category. */
  learned: Record<string, string>;
}

export function readListView(doc: Y.Doc): ListView {
  const meta = doc.getMap('meta');
  const state = {
    items: doc.getMap('items').toJSON() as Record<string, DocListItem>,
    order: doc.getMap('order').toJSON() as Record<string, number>,
    checked: doc.getMap('checked').toJSON() as Record<string, DocTick>,
  };
  const history = doc.getMap('history').toJSON() as Record<string, DocHistoryEntry>;
  const all = itemsOf(state);
  const open = all.filter((i) => !i.checked);
  const byCategory = new Map<string | null, ListItemView[]>();
  for (const i of open) byCategory.set(i.category, [...(byCategory.get(i.category) ?? []), i]);
  const groups = [...byCategory.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([category, items]) => ({ category, items }));
  const learned: Record<string, string> = {};
  for (const h of [...Object.values(history), ...all]) if (h.category) learned[itemKey(h.text)] = h.category;
  return {
    name: meta.get('name') as string | undefined,
    kind: meta.get('kind') as ListKind | undefined,
    sharing: meta.get('sharing') as string | undefined,
    groups,
    ticked: all.filter((i) => i.checked).sort((a, b) => b.checked!.at.localeCompare(a.checked!.at)),
    history,
    categories: [...new Set(Object.values(learned))].sort((a, b) => a.localeCompare(b)),
    learned,
  };
}

/**
 * Where an item dropped on `target` goes: just before it (moving up) or after it (moving down), in the
 * target's group (its category is taken). Answers the new order and category.
 */
export function dropPlace(view: ListView, movingId: string, targetId: string) {
  const flat = view.groups.flatMap((g) => g.items);
  const from = flat.findIndex((i) => i.id === movingId);
  const target = flat.find((i) => i.id === targetId);
  const group = view.groups.find((g) => g.items.some((i) => i.id === targetId));
  if (from < 0 || !target || !group) return undefined;
  const inGroup = group.items.filter((i) => i.id !== movingId);
  const at = inGroup.findIndex((i) => i.id === targetId);
  const down = from < flat.findIndex((i) => i.id === targetId);
  const [prev, next] = down ? [inGroup[at], inGroup[at + 1]] : [inGroup[at - 1], inGroup[at]];
  return { order: orderBetween(prev?.order, next?.order), category: group.category };
}

/** The verb presence shows for someone on a list of this kind ("Casey is shopping"). */
export const ACTIVITY: Record<ListKind, string> = {
  shopping: 'shopping',
  packing: 'packing',
  todo: 'on this list',
};
