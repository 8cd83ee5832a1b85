import type { CreatedAt, Id } from '../db/schema.js';

export interface ServerKeysTable {
  name: string;
  value: unknown;
  created_at: CreatedAt;
}

export interface PushSubscriptionsTable {
  id: Id;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  created_at: CreatedAt;
  last_sent_at: Date | null;
}

declare module '../db/schema.js' {
  interface DB {
    server_keys: ServerKeysTable;
    push_subscriptions: PushSubscriptionsTable;
  }
}
