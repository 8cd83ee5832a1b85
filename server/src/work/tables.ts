import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DateColumn, Id, MoneyColumn } from '../db/schema.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface TasksTable {
  id: Id;
  user_id: string;
  title: string;
  description: WithDefault<string>;
  type: WithDefault<'work' | 'personal'>;
  status: WithDefault<'pending' | 'in_progress' | 'completed'>;
  priority: WithDefault<'low' | 'medium' | 'high'>;
  due_date: Nullable<string>;
  time_estimate: Nullable<number>;
  is_downtime: WithDefault<boolean>;
  rrule: Nullable<string>;
  series_start: Nullable<string>;
  created_at: CreatedAt;
}

export interface MeetingsTable {
  id: Id;
  user_id: string;
  title: string;
  description: WithDefault<string>;
  type: WithDefault<'meeting' | 'appointment' | 'reservation'>;
  date: DateColumn;
  time: string;
  duration: Nullable<number>;
  location: WithDefault<string>;
  status: WithDefault<'scheduled' | 'completed' | 'cancelled'>;
  platform: WithDefault<'none' | 'google_meet' | 'zoom' | 'teams' | 'builtin'>;
  meeting_link: Nullable<string>;
  rrule: Nullable<string>;
  created_at: CreatedAt;
}

export interface ProjectsTable {
  id: Id;
  user_id: string;
  name: string;
  description: WithDefault<string>;
  status: WithDefault<'active' | 'on_hold' | 'completed'>;
  start_date: Nullable<string>;
  end_date: Nullable<string>;
  budget: Nullable<number>;
  actual_cost: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface ContactsTable {
  id: Id;
  user_id: string;
  name: string;
  email: WithDefault<string>;
  phone: WithDefault<string>;
  company: WithDefault<string>;
  role: WithDefault<string>;
  category: WithDefault<'work' | 'life'>;
  notes: WithDefault<string>;
  created_at: CreatedAt;
}

export interface TimeEntriesTable {
  id: Id;
  user_id: string;
  task_id: Nullable<string>;
  description: string;
  category: WithDefault<'work' | 'personal' | 'downtime' | 'waste'>;
  hours: MoneyColumn;
  date: DateColumn;
  value_per_hour: Nullable<number>;
  created_at: CreatedAt;
}

export interface TimeClockSessionsTable {
  id: Id;
  user_id: string;
  description: string;
  category: WithDefault<'work' | 'personal' | 'downtime'>;
  start_time: Date;
  paused_at: Nullable<Date>;
  paused_seconds: Generated<number>;
}

export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface FamilyEventsTable {
  id: Id;
  family_id: string;
  created_by: Nullable<string>;
  title: string;
  date: DateColumn;
  all_day: WithDefault<boolean>;
  time: Nullable<string>;
  duration_minutes: Nullable<number>;
  location: WithDefault<string>;
  member_ids: WithDefault<string[]>;
  timezone: string;
  rrule: Nullable<string>;
  created_at: CreatedAt;
}

export interface OccurrenceOverridesTable {
  id: Id;
  meeting_id: Nullable<string>;
  family_event_id: Nullable<string>;
  recurrence_date: DateColumn;
  cancelled: WithDefault<boolean>;
  title: Nullable<string>;
  date: Nullable<string>;
  time: Nullable<string>;
  created_at: CreatedAt;
}

export interface CalendarSubscriptionsTable {
  id: Id;
  family_id: string;
  created_by: Nullable<string>;
  member_id: Nullable<string>;
  name: string;
  url: Nullable<string>;
  color: string;
  body: Nullable<string>;
  etag: Nullable<string>;
  last_modified: Nullable<string>;
  last_fetched_at: Nullable<Date>;
  last_error: Nullable<string>;
  next_fetch_at: WithDefault<Date>;
  created_at: CreatedAt;
}

declare module '../db/schema.js' {
  interface DB {
    family_events: FamilyEventsTable;
    occurrence_overrides: OccurrenceOverridesTable;
    calendar_subscriptions: CalendarSubscriptionsTable;
    tasks: TasksTable;
    meetings: MeetingsTable;
    projects: ProjectsTable;
    contacts: ContactsTable;
    time_entries: TimeEntriesTable;
    time_clock_sessions: TimeClockSessionsTable;
    calendar_feeds: CalendarFeedsTable;
  }
}
