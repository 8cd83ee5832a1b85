import ICAL from 'ical.js';
import { isTimeZone, RRule, rrulestr, utcToZoned, wallClockMs, zonedToUtc } from '@hearth/shared';

/** Most events one calendar may hold, and occurrences one event may answer per window. */
const MAX_EVENTS = 5000;
const MAX_PER_EVENT = 1000;

interface Stamp {
  /** Wall clock read as UTC (floating), in `tz`. */
  wall: number;
  tz: string;
  allDay: boolean;
}

interface Override {
  title: string;
  location: string;
  start: Stamp;
  minutes: number;
  cancelled: boolean;
}

export interface FeedEvent {
  uid: string;
  title: string;
  location: string;
  start: Stamp;
  /** Length in minutes (whole days for all-day events). */
  minutes: number;
  rrule: string | null;
  rdates: Stamp[];
  /** Excluded occurrences: instants (ms) of timed ones, 'YYYY-MM-DD' of dates. */
  exInstants: Set<number>;
  exDates: Set<string>;
  /** Changed occurrences, by the instant (or date) of the occurrence they replace. */
  overrides: Map<string, Override>;
  cancelled: boolean;
}

export interface ParsedFeed {
  name: string | null;
  events: FeedEvent[];
}

export interface FeedOccurrence {
  uid: string;
  title: string;
  location: string;
  allDay: boolean;
  /** Local date and time in the viewer's zone (all-day: the date, time null). */
  date: string;
  time: string | null;
  endTime: string | null;
  start: Date;
  end: Date;
}

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function stampOf(prop: ICAL.Property | null, value: unknown, fallbackTz: string): Stamp | null {
  const t = (value instanceof ICAL.Period ? value.start : value) as ICAL.Time | null;
  if (!t || typeof t.year !== 'number') return null;
  const wall = Date.UTC(
    t.year,
    t.month - 1,
    t.day,
    t.isDate ? 0 : t.hour,
    t.isDate ? 0 : t.minute,
    t.isDate ? 0 : t.second,
  );
  if (t.isDate) return { wall, tz: fallbackTz, allDay: true };
  if (t.zone?.tzid === 'UTC' || String(t.toString()).endsWith('Z')) return { wall, tz: 'UTC', allDay: false };
  const tzid = String(prop?.getParameter('tzid') ?? '').replace(/^\//, '');
  return { wall, tz: tzid && isTimeZone(tzid) ? tzid : fallbackTz, allDay: false };
}

const instantOf = (s: Stamp) => {
  if (s.tz === 'UTC') return s.wall;
  const iso = new Date(s.wall).toISOString();
  return zonedToUtc(iso.slice(0, 10), iso.slice(11, 16), s.tz).getTime() + (s.wall % 60_000);
};
/** The key of an occurrence: its date for all-day events, its instant otherwise. */
const keyOf = (s: Stamp) => (s.allDay ? `d:${dayString(s.wall)}` : `t:${instantOf(s)}`);

function minutesOf(v: ICAL.Component, start: Stamp, fallbackTz: string): number {
  const endProp = v.getFirstProperty('dtend');
  const end = endProp ? stampOf(endProp, endProp.getFirstValue(), fallbackTz) : null;
  if (end) return Math.max(0, Math.round((instantOf(end) - instantOf(start)) / 60_000));
  const duration = v.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (duration && typeof duration.toSeconds === 'function') return Math.round(duration.toSeconds() / 60);
  return start.allDay ? 24 * 60 : 0;
}

/** Parses a calendar; throws on text that is no iCalendar. Unknown components and bad VTIMEZONEs are ignored. */
export function parseFeed(text: string): ParsedFeed {
  const root = new ICAL.Component(ICAL.parse(text));
  const vcal = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!vcal) throw new Error('Not an iCalendar file (no VCALENDAR)');
  const calTz = String(vcal.getFirstPropertyValue('x-wr-timezone') ?? '');
  const defaultTz = calTz && isTimeZone(calTz) ? calTz : 'UTC';
  const name = vcal.getFirstPropertyValue('x-wr-calname');
  const masters = new Map<string, FeedEvent>();
  const orphans: { uid: string; v: ICAL.Component }[] = [];
  const overrides: { uid: string; v: ICAL.Component }[] = [];
  const vevents = vcal.getAllSubcomponents('vevent').slice(0, MAX_EVENTS);
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    if (v.hasProperty('recurrence-id')) overrides.push({ uid, v });
    else {
      const e = toEvent(v, uid, defaultTz);
      if (e) masters.set(uid || `#${masters.size}`, e);
    }
  }
  for (const { uid, v } of overrides) {
    const master = masters.get(uid);
    const e = toEvent(v, uid, defaultTz);
    if (!e) continue;
    const ridProp = v.getFirstProperty('recurrence-id')!;
    const rid = stampOf(ridProp, ridProp.getFirstValue(), master?.start.tz ?? defaultTz);
    if (!master || !rid) {
      orphans.push({ uid, v });
      masters.set(`${uid}#${orphans.length}`, e);
      continue;
    }
    master.overrides.set(keyOf({ ...rid, allDay: master.start.allDay }), {
      title: e.title,
      location: e.location,
      start: e.start,
      minutes: e.minutes,
      cancelled: e.cancelled,
    });
  }
  return { name: typeof name === 'string' ? name : null, events: [...masters.values()] };
}

function toEvent(v: ICAL.Component, uid: string, defaultTz: string): FeedEvent | null {
  const dtstart = v.getFirstProperty('dtstart');
  const start = dtstart ? stampOf(dtstart, dtstart.getFirstValue(), defaultTz) : null;
  if (!start) return null;
  const rruleValue = v.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const rdates: Stamp[] = [];
  for (const p of v.getAllProperties('rdate'))
    for (const value of p.getValues()) {
      const s = stampOf(p, value, start.tz);
      if (s)
        rdates.push(
          start.allDay
            ? { wall: Date.parse(`${dayString(s.wall)}T00:00:00Z`), tz: start.tz, allDay: true }
            : s,
        );
    }
  const exInstants = new Set<number>();
  const exDates = new Set<string>();
  for (const p of v.getAllProperties('exdate'))
    for (const value of p.getValues()) {
      const s = stampOf(p, value, start.tz);
      if (!s) continue;
      if (s.allDay) exDates.add(dayString(s.wall));
      else exInstants.add(instantOf(s));
    }
  return {
    uid,
    title: String(v.getFirstPropertyValue('summary') ?? '(no title)'),
    location: String(v.getFirstPropertyValue('location') ?? ''),
    start,
    minutes: minutesOf(v, start, defaultTz),
    rrule: rruleValue ? rruleValue.toString() : null,
    rdates,
    exInstants,
    exDates,
    overrides: new Map(),
    cancelled: String(v.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
  };
}

/** Wall-clock starts (floating ms) of an event's rule and RDATEs near a window given in floating ms. */
function starts(e: FeedEvent, fromWall: number, toWall: number): Stamp[] {
  const out: Stamp[] = [];
  const inWindow = (w: number) => w >= fromWall && w <= toWall;
  if (e.rrule) {
    try {
      const r = rrulestr(`RRULE:${e.rrule.replace(/;?UNTIL=(\d{8})(;|$)/, ';UNTIL=$1T235959Z$2')}`, {
        dtstart: new Date(e.start.wall),
      }) as InstanceType<typeof RRule>;
      r.between(new Date(fromWall), new Date(toWall), true, (d: Date) => {
        out.push({ ...e.start, wall: d.getTime() });
        return out.length < MAX_PER_EVENT;
      });
    } catch {
      if (inWindow(e.start.wall)) out.push(e.start);
    }
    // DTSTART is always the first occurrence (RFC 5545 §3.8.5.3), even when the rule does not match it.
    if (inWindow(e.start.wall) && !out.some((s) => s.wall === e.start.wall)) out.push(e.start);
  } else if (inWindow(e.start.wall)) out.push(e.start);
  for (const r of e.rdates) {
    // An RDATE may carry another zone: compare it on the event's wall clock.
    const wall = r.tz === e.start.tz ? r.wall : wallClockMs(instantOf(r), e.start.tz);
    if (inWindow(wall) && !out.some((s) => s.wall === wall)) out.push({ ...e.start, wall });
  }
  return out;
}

/**
 * Occurrences of a parsed calendar between two local dates of the viewer's zone, EXDATEs removed and
 * RECURRENCE-ID overrides applied, each answered in the viewer's zone.
 */
export function feedOccurrences(
  feed: ParsedFeed,
  from: string,
  to: string,
  viewerTz: string,
): FeedOccurrence[] {
  const fromMs = zonedToUtc(from, '00:00', viewerTz).getTime();
  const toMs = zonedToUtc(to, '23:59', viewerTz).getTime() + 59_999;
  const SLACK = 2 * 86_400_000;
  const out: FeedOccurrence[] = [];
  for (const e of feed.events) {
    if (e.cancelled) continue;
    // Windows on the event's own wall clock, a little wider (overrides may move occurrences in).
    const fromWall = wallClockMs(fromMs, e.start.tz) - SLACK - 31 * 86_400_000;
    const toWall = wallClockMs(toMs, e.start.tz) + SLACK + 31 * 86_400_000;
    for (const s of starts(e, fromWall, toWall)) {
      if (
        s.allDay
          ? e.exDates.has(dayString(s.wall))
          : e.exInstants.has(instantOf(s)) || e.exDates.has(dayString(s.wall))
      )
        continue;
      const o = e.overrides.get(keyOf(s));
      if (o?.cancelled) continue;
      const start = o?.start ?? s;
      const minutes = o?.minutes ?? e.minutes;
      const occ = occurrence(e.uid, o?.title ?? e.title, o?.location ?? e.location, start, minutes, viewerTz);
      if (
        occ.allDay
          ? occ.date < from || occ.date > to
          : occ.end.getTime() < fromMs || occ.start.getTime() > toMs
      )
        continue;
      out.push(occ);
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function occurrence(
  uid: string,
  title: string,
  location: string,
  s: Stamp,
  minutes: number,
  viewerTz: string,
): FeedOccurrence {
  if (s.allDay) {
    const date = dayString(s.wall);
    const start = new Date(Date.parse(`${date}T00:00:00Z`));
    return {
      uid,
      title,
      location,
      allDay: true,
      date,
      time: null,
      endTime: null,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
    };
  }
  const start = new Date(instantOf(s));
  const end = new Date(start.getTime() + minutes * 60_000);
  const local = utcToZoned(start, viewerTz);
  return {
    uid,
    title,
    location,
    allDay: false,
    date: local.date,
    time: local.time,
    endTime: utcToZoned(end, viewerTz).time,
    start,
    end,
  };
}
