import type { ColumnType } from 'kysely';

export interface CollabDocumentsTable {
  name: string;
  seq: ColumnType<number, number | undefined, number>;
  snapshot: Uint8Array | null;
  snapshot_seq: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface CollabUpdatesTable {
  doc_name: string;
  seq: number;
  data: Uint8Array;
  user_id: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface CollabClientsTable {
  doc_name: string;
  client_id: ColumnType<number, number, never>;
  user_id: string;
}

declare module '../db/schema.js' {
  interface DB {
    collab_documents: CollabDocumentsTable;
    collab_updates: CollabUpdatesTable;
    collab_clients: CollabClientsTable;
  }
}
