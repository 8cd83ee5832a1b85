import { occurrencesBefore } from '../recurrence/expand.js';
import type { OverrideLike } from '../recurrence/series.js';
import { vtimezone } from '../recurrence/vtimezone.js';
import { zonedToUtc } from '../recurrence/zone.js';

/**
 * A hand-written iCalendar (RFC 5545) writer for the calendar feed: text escaping, line folding at
 * 75 octets, stable UIDs. Meetings and family events become timed (or all-day) events in their zone,
 * with a VTIMEZONE per zone; dated tasks all-day events. A repeating item is one VEVENT with its RRULE
 * and EXDATEs (cancelled occurrences), plus one VEVENT per changed occurrence, named by RECURRENCE-ID.
 */

export interface IcsMeeting {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  /** Hours; one hour when unknown. */
  duration: number | null;
  location: string;
  meeting_link: string | null;
  status: 'scheduled' | 'completed' | 'cancelled';
  rrule?: string | null;
  overrides?: OverrideLike[];
}

export interface IcsFamilyEvent {
  id: string;
  title: string;
  date: string;
  /** Null: all day. */
  time: string | null;
  duration_minutes: number | null;
  location: string;
  timezone: string;
  rrule: string | null;
  overrides?: OverrideLike[];
}

export interface IcsTask {
  id: string;
  title: string;
  description: string;
  due_date: string;
  status: 'pending' | 'in_progress' | 'completed';
  priority: 'low' | 'medium' | 'high';
  rrule?: string | null;
  /** First due date of a repeating task's series (the rule counts from it). */
  series_start?: string | null;
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
export const escapeText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line so that no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (d: string) => d.replace(/-/g, '');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const t = new Date(`${date}T${time}:00Z`);
  t.setUTCMinutes(t.getUTCMinutes() + minutes);
  const iso = t.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const nextDay = (date: string) => addMinutes(date, '00:00', 24 * 60).date;
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const PRIORITY = { high: 1, medium: 5, low: 9 } as const;

/** One item to write: a single event or a series, in a zone ('UTC' writes UTC times). */
interface Item {
  uid: string;
  tz: string;
  date: string;
  time: string | null;
  minutes: number;
  rrule: string | null;
  overrides: OverrideLike[];
  /** Properties written on every VEVENT of the item (SUMMARY comes from title). */
  title: string;
  props: string[];
}

/** A DATE-TIME (or DATE) property in the item's zone. */
function when(name: string, it: Item, date: string, time: string | null): string {
  if (time === null) return `${name};VALUE=DATE:${compactDate(date)}`;
  if (it.tz === 'UTC') return `${name}:${localDateTime(date, time)}Z`;
  return `${name};TZID=${it.tz}:${localDateTime(date, time)}`;
}

function endOf(it: Item, date: string, time: string | null): string {
  if (time === null) return `DTEND;VALUE=DATE:${compactDate(nextDay(date))}`;
  const end = addMinutes(date, time, it.minutes);
  return when('DTEND', it, end.date, end.time);
}

/** UNTIL is kept as a local date; RFC 5545 wants UTC for a zoned DTSTART and a DATE for an all-day one. */
function ruleLine(it: Item): string {
  const rule = it.rrule!.replace(/UNTIL=(\d{4})(\d{2})(\d{2})\b/, (_, y, m, d) =>
    it.time === null
      ? `UNTIL=${y}${m}${d}`
      : `UNTIL=${stamp(zonedToUtc(`${y}-${m}-${d}`, '23:59', it.tz === 'UTC' ? 'UTC' : it.tz))}`,
  );
  return `RRULE:${rule}`;
}

function writeItem(it: Item, dtstamp: string): string[] {
  const master = [
    'BEGIN:VEVENT',
    `UID:${it.uid}`,
    `DTSTAMP:${dtstamp}`,
    when('DTSTART', it, it.date, it.time),
    endOf(it, it.date, it.time),
    `SUMMARY:${escapeText(it.title)}`,
    ...it.props,
  ];
  const moved: string[] = [];
  if (it.rrule) {
    master.push(ruleLine(it));
    for (const o of it.overrides) {
      if (o.cancelled) {
        master.push(when('EXDATE', it, o.recurrence_date, it.time));
        continue;
      }
      const date = o.date ?? o.recurrence_date;
      const time = it.time === null ? null : (o.time ?? it.time);
      moved.push(
        'BEGIN:VEVENT',
        `UID:${it.uid}`,
        `DTSTAMP:${dtstamp}`,
        when('RECURRENCE-ID', it, o.recurrence_date, it.time),
        when('DTSTART', it, date, time),
        endOf(it, date, time),
        `SUMMARY:${escapeText(o.title ?? it.title)}`,
        ...it.props,
        'END:VEVENT',
      );
    }
  }
  return [...master, 'END:VEVENT', ...moved];
}

export function writeIcs(opts: {
  calendarName: string;
  timeZone: string;
  now: Date;
  meetings: IcsMeeting[];
  tasks: IcsTask[];
  familyEvents?: IcsFamilyEvent[];
}): string {
  const { timeZone } = opts;
  const items: Item[] = [];
  for (const m of opts.meetings) {
    const description = [m.description, m.meeting_link].filter(Boolean).join('\n');
    items.push({
      uid: `${m.id}@hearth`,
      tz: timeZone,
      date: m.date,
      time: m.time,
      minutes: Math.max(1, Math.round((m.duration ?? 1) * 60)),
      rrule: m.rrule ?? null,
      overrides: m.overrides ?? [],
      title: m.title,
      props: [
        ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
        ...(m.location ? [`LOCATION:${escapeText(m.location)}`] : []),
        ...(m.meeting_link ? [`URL:${m.meeting_link}`] : []),
        `STATUS:${m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      ],
    });
  }
  for (const e of opts.familyEvents ?? []) {
    items.push({
      uid: `${e.id}@hearth`,
      tz: e.timezone,
      date: e.date,
      time: e.time,
      minutes: e.duration_minutes ?? 60,
      rrule: e.rrule,
      overrides: e.overrides ?? [],
      title: e.title,
      props: [...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []), 'CATEGORIES:Family'],
    });
  }
  for (const t of opts.tasks) {
    // A repeating task is written from its current due date: the occurrences already done are left out.
    let rrule = t.rrule ?? null;
    if (rrule && /COUNT=\d+/.test(rrule)) {
      const done = occurrencesBefore(rrule, { date: t.series_start ?? t.due_date, time: null }, t.due_date);
      rrule = rrule.replace(/COUNT=(\d+)/, (_, n) => `COUNT=${Math.max(1, Number(n) - done)}`);
    }
    items.push({
      uid: `${t.id}@hearth`,
      tz: timeZone,
      date: t.due_date,
      time: null,
      minutes: 0,
      rrule,
      overrides: [],
      title: `Task due: ${t.title}`,
      props: [
        ...(t.description ? [`DESCRIPTION:${escapeText(t.description)}`] : []),
        `PRIORITY:${PRIORITY[t.priority]}`,
        'TRANSP:TRANSPARENT',
      ],
    });
  }

  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.calendarName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
  ];
  const zones = new Set(items.filter((i) => i.time !== null && i.tz !== 'UTC').map((i) => i.tz));
  const years = items.map((i) => Number(i.date.slice(0, 4)));
  // A year before the first item: readers need an observance that starts before what they read.
  const fromYear = Math.min(...years, opts.now.getUTCFullYear()) - 1;
  for (const tz of zones)
    lines.push(...vtimezone(tz, fromYear, Math.max(fromYear, opts.now.getUTCFullYear()) + 10));
  const dtstamp = stamp(opts.now);
  for (const it of items) lines.push(...writeItem(it, dtstamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
