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

/** A member who turned off notifications of others' edits of a plan they belong to. */
export interface PlanUnfollowsTable {
  plan_id: string;
  user_id: string;
}

/** When followers last heard of an editor's edits of a plan. */
export interface PlanEditNoticesTable {
  plan_id: string;
  editor_id: string;
  sent_at: Date;
}

declare module '../db/schema.js' {
  interface DB {
    server_keys: ServerKeysTable;
    push_subscriptions: PushSubscriptionsTable;
    plan_unfollows: PlanUnfollowsTable;
    plan_edit_notices: PlanEditNoticesTable;
  }
}
