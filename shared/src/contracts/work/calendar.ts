import { z } from 'zod';
import { endpoint, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate } from '../../http/primitives.js';
import { Priority, TaskStatus } from './tasks.js';
import { Platform } from './meetings.js';
import { SCHEDULE_TYPES } from '../life/familyHub.js';

/** Longest range one events call may ask for (a 6-week month grid fits easily). */
export const MAX_CALENDAR_DAYS = 400;

export const CalendarQuery = z
  .object({ start_date: IsoDate, end_date: IsoDate })
  .refine((q) => q.end_date >= q.start_date, {
    message: 'end_date cannot be before start_date',
    path: ['end_date'],
  })
  .refine((q) => (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 <= MAX_CALENDAR_DAYS, {
    message: `The range is at most ${MAX_CALENDAR_DAYS} days`,
    path: ['end_date'],
  });

/** Where an occurrence sits in its series (all null/false for an item that does not repeat). */
const OccurrenceFields = {
  /** The occurrence's original date (its RECURRENCE-ID), the key to edit or delete just it. */
  recurrence_date: IsoDate.nullable(),
  rrule: z.string().nullable(),
  /** This occurrence was changed on its own. */
  overridden: z.boolean(),
};

export const CalendarTask = z.object({
  id: z.uuid(),
  due_date: IsoDate,
  title: z.string(),
  priority: Priority,
  status: TaskStatus,
  rrule: z.string().nullable(),
  /** A later date of a repeating task: it becomes a task when the one before is completed. */
  projected: z.boolean(),
});
export const CalendarMeeting = z.object({
  id: z.uuid(),
  date: IsoDate,
  time: ClockTime,
  title: z.string(),
  platform: Platform,
  duration: z.number().nullable(),
  location: z.string(),
  meeting_link: z.string().nullable(),
  /** The series' first date and time (the repeat form edits the series from them). */
  series_date: IsoDate,
  series_time: ClockTime,
  ...OccurrenceFields,
});
export const CalendarFamilyEvent = z.object({
  id: z.uuid(),
  date: IsoDate,
  time: ClockTime.nullable(),
  all_day: z.boolean(),
  duration_minutes: z.number().nullable(),
  title: z.string(),
  location: z.string(),
  member_ids: z.array(z.uuid()),
  series_date: IsoDate,
  series_time: ClockTime.nullable(),
  ...OccurrenceFields,
});
/** An occurrence from a subscribed calendar (read-only), in the viewer's zone. */
export const CalendarExternalEvent = z.object({
  subscription_id: z.uuid(),
  uid: z.string(),
  title: z.string(),
  location: z.string(),
  date: IsoDate,
  time: ClockTime.nullable(),
  end_time: ClockTime.nullable(),
  all_day: z.boolean(),
  color: z.string(),
  member_id: z.uuid().nullable(),
});
export type CalendarExternalEvent = z.infer<typeof CalendarExternalEvent>;

/** Who does a family duty: a member (id and name), or only a name, or nobody yet (both null). */
const Doer = {
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
};
/** One day's school drop-off or pick-up (a weekly school schedule of the family hub). */
export const CalendarSchoolRun = z.object({
  id: z.uuid(),
  date: IsoDate,
  time: ClockTime,
  type: z.enum(SCHEDULE_TYPES),
  child_name: z.string(),
  location: z.string(),
  ...Doer,
});
/** One day's kid activity (the weekly days and times of the family hub's activity). */
export const CalendarActivity = z.object({
  id: z.uuid(),
  date: IsoDate,
  time: ClockTime,
  end_time: ClockTime.nullable(),
  name: z.string(),
  child_name: z.string(),
  location: z.string(),
  ...Doer,
});
/** One occurrence of a scheduled chore with a due time: who does it (did it, when done). */
export const CalendarChore = z.object({
  id: z.string(),
  date: IsoDate,
  /** Its due time. */
  time: ClockTime,
  name: z.string(),
  ...Doer,
  done: z.boolean(),
});
export type CalendarSchoolRun = z.infer<typeof CalendarSchoolRun>;
export type CalendarActivity = z.infer<typeof CalendarActivity>;
export type CalendarChore = z.infer<typeof CalendarChore>;
export type CalendarTask = z.infer<typeof CalendarTask>;
export type CalendarMeeting = z.infer<typeof CalendarMeeting>;
export type CalendarFamilyEvent = z.infer<typeof CalendarFamilyEvent>;
export const CalendarEvents = z.object({
  tasks: z.array(CalendarTask),
  meetings: z.array(CalendarMeeting),
  family_events: z.array(CalendarFamilyEvent),
  external: z.array(CalendarExternalEvent),
  /** The family's school runs, kids' activities and chores (a child: the chores that may go to them). */
  school_runs: z.array(CalendarSchoolRun),
  activities: z.array(CalendarActivity),
  chores: z.array(CalendarChore),
});
export type CalendarEvents = z.infer<typeof CalendarEvents>;

export const FeedUrl = z.object({ url: z.string(), created_at: z.string() });
export const FeedStatus = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export const FeedParams = z.object({ token: z.string().regex(/^[\w-]{20,100}\.ics$/, 'Unknown feed') });

export const calendarApi = {
  events: endpoint({
    method: 'get',
    path: '/api/calendar/events',
    summary:
      "Dated tasks, meetings, family events, subscribed calendars, the family's school runs, kids' activities and timed chores between two dates (inclusive), repeating ones expanded",
    query: CalendarQuery,
    answer: CalendarEvents,
    tag: 'work',
  }),
  feedStatus: endpoint({
    method: 'get',
    path: '/api/calendar/feed-url',
    summary: 'Whether my ICS feed URL exists (the URL itself is shown only when created)',
    answer: FeedStatus,
    tag: 'work',
  }),
  feedUrl: endpoint({
    method: 'post',
    path: '/api/calendar/feed-url',
    summary: 'A new secret ICS feed URL; only its hash is kept, so it replaces the previous URL',
    answer: FeedUrl,
    status: 201,
    tag: 'work',
  }),
  revokeFeed: endpoint({
    method: 'delete',
    path: '/api/calendar/feed-url',
    summary: 'Revoke the ICS feed URL',
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
  /** Public: the secret token is the credential. Answers text/calendar. */
  feed: endpoint({
    method: 'get',
    path: '/api/calendar/feed/:token',
    summary: 'The ICS feed of my meetings and dated tasks (text/calendar)',
    params: FeedParams,
    answer: z.string(),
    auth: false,
    tag: 'work',
  }),
};
