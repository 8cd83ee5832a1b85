import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../db/schema.js';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ListsTable {
  id: string;
  family_id: string;
  owner_id: string;
  name: string;
  kind: string;
  sharing: string;
  item_count: ColumnType<number, number | undefined, number>;
  checked_count: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Stamp;
  deleted_at: ColumnType<Date | null, never, Date | null>;
}

export interface ListMembersTable {
  list_id: string;
  user_id: string;
  role: string;
}

export interface ListItemsTable {
  list_id: string;
  id: string;
  text: string;
  quantity: number | null;
  unit: string | null;
  category: string | null;
  note: string;
  position: number;
  checked: boolean;
  checked_by: string | null;
  checked_by_name: string | null;
  checked_at: string | null;
  added_by: string;
  added_by_name: string;
  added_at: string;
}

export interface ListHistoryTable {
  list_id: string;
  key: string;
  text: string;
  quantity: number | null;
  unit: string | null;
  category: string | null;
  times: number;
  cleared_at: string;
  cleared_by_name: string;
}

export interface ListCategoriesTable {
  family_id: string;
  key: string;
  category: string;
  updated_at: Stamp;
}

declare module '../db/schema.js' {
  interface DB {
    lists: ListsTable;
    list_members: ListMembersTable;
    list_items: ListItemsTable;
    list_history: ListHistoryTable;
    list_categories: ListCategoriesTable;
  }
}
