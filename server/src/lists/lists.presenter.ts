import type { ListDetail, ListHistoryEntry, ListItem, ListSummary } from '@hearth/shared';
import type { ItemRow, ListRow } from './lists.repository.js';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);

export function presentList(
  row: ListRow,
  members: { list_id: string; user_id: string }[],
  viewer: { id: string },
): ListSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ListSummary['kind'],
    sharing: row.sharing as ListSummary['sharing'],
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    member_ids: members.filter((m) => m.list_id === row.id).map((m) => m.user_id),
    item_count: row.item_count,
    checked_count: row.checked_count,
    is_owner: row.owner_id === viewer.id,
    updated_at: iso(row.updated_at),
  };
}

export const presentItem = (r: ItemRow): ListItem => ({
  id: r.id,
  text: r.text,
  quantity: r.quantity,
  unit: r.unit,
  category: r.category,
  note: r.note,
  order: r.position,
  checked: r.checked,
  checked_by: r.checked_by,
  checked_by_name: r.checked_by_name,
  checked_at: r.checked_at,
  added_by: r.added_by,
  added_by_name: r.added_by_name,
  added_at: r.added_at,
});

export const presentDetail = (
  summary: ListSummary,
  items: ItemRow[],
  history: ListHistoryEntry[],
): ListDetail => ({ ...summary, items: items.map(presentItem), history });
