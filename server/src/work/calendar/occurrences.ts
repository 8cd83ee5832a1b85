import {
  expandOccurrences,
  seriesOccurrences,
  type CalendarFamilyEvent,
  type CalendarMeeting,
  type CalendarTask,
} from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { familyEventsBetween } from '../../life/familyEvents.repository.js';
import { meetingsBetween, tasksDueBetween } from './calendar.repository.js';
import { overridesBySeries } from './overrides.repository.js';

export interface Window {
  from: string;
  to: string;
}

/**
 * Occurrences of the meetings of some users in a window of local dates, each in its owner's zone,
 * overrides applied. Reminders and conflict checks call this too.
 */
export async function meetingOccurrences(
  db: Executor,
  owners: { id: string; timezone: string }[],
  { from, to }: Window,
) {
  if (!owners.length) return [];
  const zone = new Map(owners.map((o) => [o.id, o.timezone]));
  const rows = await meetingsBetween(db, [...zone.keys()], from, to);
  const overrides = await overridesBySeries(
    db,
    'meeting_id',
    rows.filter((r) => r.rrule).map((r) => r.id),
  );
  return rows.flatMap((m) =>
    seriesOccurrences(m, overrides.get(m.id) ?? [], from, to, zone.get(m.user_id) ?? 'UTC').map((o) => ({
      meeting: m,
      ...o,
      time: o.time ?? m.time,
    })),
  );
}

export async function calendarMeetings(
  db: Executor,
  user: { id: string; timezone: string },
  w: Window,
): Promise<CalendarMeeting[]> {
  return (await meetingOccurrences(db, [user], w))
    .filter((o) => o.meeting.status !== 'cancelled')
    .map(({ meeting: m, ...o }) => ({
      id: m.id,
      title: o.title,
      date: o.date,
      time: o.time,
      platform: m.platform,
      duration: m.duration,
      location: m.location,
      meeting_link: m.meeting_link,
      series_date: m.date,
      series_time: m.time,
      recurrence_date: o.recurrence_date,
      rrule: m.rrule,
      overridden: o.overridden,
    }))
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}

/** Dated tasks in the window, and the later dates of open repeating tasks (projected). */
export async function calendarTasks(
  db: Executor,
  userId: string,
  { from, to }: Window,
): Promise<CalendarTask[]> {
  const rows = await tasksDueBetween(db, userId, from, to);
  return rows.flatMap((t) => {
    const due = t.due_date!;
    const base = { id: t.id, title: t.title, priority: t.priority, status: t.status, rrule: t.rrule };
    const own = due >= from ? [{ ...base, due_date: due, projected: false }] : [];
    if (!t.rrule || t.status === 'completed') return own;
    const later = expandOccurrences({
      rule: t.rrule,
      start: { date: t.series_start ?? due, time: null },
      timeZone: 'UTC',
      from,
      to,
    }).filter((o) => o.date > due);
    return [
      ...own,
      ...later.map((o) => ({ ...base, status: 'pending' as const, due_date: o.date, projected: true })),
    ];
  });
}

export async function calendarFamilyEvents(
  db: Executor,
  familyId: string,
  w: Window,
): Promise<CalendarFamilyEvent[]> {
  const rows = await familyEventsBetween(db, familyId, w.from, w.to);
  const overrides = await overridesBySeries(
    db,
    'family_event_id',
    rows.filter((r) => r.rrule).map((r) => r.id),
  );
  return rows
    .flatMap((e) =>
      seriesOccurrences(e, overrides.get(e.id) ?? [], w.from, w.to, e.timezone).map((o) => ({
        id: e.id,
        title: o.title,
        date: o.date,
        time: o.time,
        all_day: o.time === null,
        duration_minutes: e.duration_minutes,
        location: e.location,
        member_ids: e.member_ids,
        series_date: e.date,
        series_time: e.time,
        recurrence_date: o.recurrence_date,
        rrule: e.rrule,
        overridden: o.overridden,
      })),
    )
    .sort((a, b) => (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')));
}
