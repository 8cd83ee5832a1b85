import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, MoneyColumn } from '../db/schema.js';

type Text = ColumnType<string, string | undefined, string>;

interface FamilyRow {
  id: Id;
  family_id: string;
  created_at: CreatedAt;
}

export interface ChildrenTable extends FamilyRow {
  name: string;
  age: number | null;
  grade: Text;
  school: Text;
  allergies: Text;
  medical_notes: Text;
}

export interface SchoolSchedulesTable extends FamilyRow {
  child_id: string;
  type: string;
  time: string;
  location: Text;
  days: string[];
  assigned_to: Text;
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface KidActivitiesTable extends FamilyRow {
  child_id: string;
  name: string;
  type: string;
  schedule: Text;
  location: Text;
  coach_name: Text;
  coach_phone: Text;
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  days: ColumnType<string[], string[] | undefined, string[]>;
  start_time: ColumnType<string | null, string | null | undefined, string | null>;
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaregiversTable extends FamilyRow {
  name: string;
  type: string;
  phone: Text;
  email: Text;
  rate: ColumnType<number | null, number | null, number | null>;
  rate_type: string;
  venmo: Text;
  zelle: Text;
  notes: Text;
}

export interface SchoolContactsTable extends FamilyRow {
  name: string;
  role: string;
  school: Text;
  email: Text;
  phone: Text;
}

export interface UserAvatarsTable {
  user_id: string;
  content_type: string;
  data: Buffer;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface NotificationPreferencesTable {
  user_id: string;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RemindersSentTable {
  user_id: string;
  key: string;
  sent_at: CreatedAt;
}

export interface TrackersTable {
  id: Id;
  user_id: string;
  name: string;
  type: string;
  symbol: Text;
  unit: Text;
  color: string;
  display_in_ticker: boolean;
  is_active: boolean;
  created_at: CreatedAt;
}

export interface TrackerReadingsTable {
  id: Id;
  tracker_id: string;
  value: MoneyColumn;
  note: Text;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TimeBlocksTable {
  id: Id;
  user_id: string;
  name: string;
  start_time: string;
  end_time: string;
  category: string;
  color: string;
  days: string[];
  is_active: boolean;
  created_at: CreatedAt;
}

declare module '../db/schema.js' {
  interface DB {
    children: ChildrenTable;
    school_schedules: SchoolSchedulesTable;
    kid_activities: KidActivitiesTable;
    caregivers: CaregiversTable;
    school_contacts: SchoolContactsTable;
    user_avatars: UserAvatarsTable;
    notification_preferences: NotificationPreferencesTable;
    reminders_sent: RemindersSentTable;
    trackers: TrackersTable;
    tracker_readings: TrackerReadingsTable;
    time_blocks: TimeBlocksTable;
  }
}

// Profile columns added to users by migrations/0005_life.ts.
declare module '../auth/tables.js' {
  interface UsersTable {
    role: Generated<string>;
    avatar_type: Generated<string>;
  }
}
