import type { ColumnType, Generated } from 'kysely';
import type { FamilyRole, GrantableFamilyRole } from '@hearth/shared';
import type { CreatedAt, Id } from '../db/schema.js';

export interface FamiliesTable {
  id: Id;
  name: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Id;
  family_id: string;
  name: string;
  username: string;
  /** NULL for a child account, which signs in with its username and a PIN (hashed into password_hash). */
  email: string | null;
  password_hash: string;
  theme: string;
  wallpaper: string;
  timezone: Generated<string>;
  verified: Generated<boolean>;
  verification_token_hash: string | null;
  verification_expires_at: Date | null;
  avatar_url: string | null;
  family_role: Generated<FamilyRole>;
  /** An address the user asked to change to, not yet verified by its link. */
  pending_email: string | null;
  pending_email_token_hash: string | null;
  pending_email_expires_at: Date | null;
  /** A mailed password reset: single use, expires. */
  reset_token_hash: string | null;
  reset_expires_at: Date | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  token_hash: string;
  id: Generated<string>;
  user_id: string;
  user_agent: Generated<string>;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Date;
}

/** A browser (its long-lived device cookie, hashed) that has signed in to an account. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  user_agent: string;
  first_seen_at: CreatedAt;
}

export interface FamilyInvitesTable {
  code: string;
  family_id: string;
  created_by: string;
  expires_at: Date;
  used_by: string | null;
  role: Generated<GrantableFamilyRole>;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  body: string;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

declare module '../db/schema.js' {
  interface DB {
    families: FamiliesTable;
    users: UsersTable;
    sessions: SessionsTable;
    known_devices: KnownDevicesTable;
    family_invites: FamilyInvitesTable;
    mail_outbox: MailOutboxTable;
  }
}
