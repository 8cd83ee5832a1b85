import { RRule, rrulestr } from './lib.js';
import { parseRule } from './rule.js';
import { zonedToUtc } from './zone.js';

/** The most occurrences one series answers for one window (a daily rule over the longest window). */
export const MAX_OCCURRENCES = 500;

export interface SeriesStart {
  /** First occurrence's local date. */
  date: string;
  /** Local 'HH:MM', or null for an all-day series. */
  time: string | null;
}

export interface Occurrence {
  /** The occurrence's original local date: its identity (RECURRENCE-ID) within the series. */
  recurrenceDate: string;
  date: string;
  time: string | null;
  /** The instant it starts (midnight local for all-day). */
  start: Date;
}

const floating = (date: string, time: string | null) => new Date(`${date}T${time ?? '00:00'}:00Z`);
const fromFloating = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The local dates a rule yields for a series from `start`, between `from` and `to` (inclusive local
 * dates). Expansion runs on the local wall clock (read as UTC, so no zone shifts it) and only then are
 * instants computed in `timeZone`: 09:00 stays 09:00 across a daylight-saving change.
 */
export function occurrenceDates(rule: string, start: SeriesStart, from: string, to: string): string[] {
  const parsed = parseRule(rule);
  if (typeof parsed === 'string') return start.date >= from && start.date <= to ? [start.date] : [];
  // UNTIL is a local date: it admits every occurrence on that day, whatever its time.
  const text = rule.replace(/UNTIL=(\d{8})\b/, 'UNTIL=$1T235959Z');
  const r = rrulestr(`RRULE:${text}`, { dtstart: floating(start.date, start.time) }) as InstanceType<
    typeof RRule
  >;
  const out: string[] = [];
  r.between(floating(from, '00:00'), floating(to, '23:59'), true, (d) => {
    out.push(fromFloating(d));
    return out.length < MAX_OCCURRENCES;
  });
  return out;
}

/** The first occurrence strictly after `after` (a local date), or null when the series has ended. */
export function nextOccurrenceDate(rule: string, start: SeriesStart, after: string): string | null {
  const parsed = parseRule(rule);
  if (typeof parsed === 'string') return null;
  const text = rule.replace(/UNTIL=(\d{8})\b/, 'UNTIL=$1T235959Z');
  const r = rrulestr(`RRULE:${text}`, { dtstart: floating(start.date, start.time) }) as InstanceType<
    typeof RRule
  >;
  const next = r.after(floating(after, '23:59'), false);
  return next ? fromFloating(next) : null;
}

/** How many occurrences a series has before `date` (to carry a COUNT over when a series is split). */
export function occurrencesBefore(rule: string, start: SeriesStart, date: string): number {
  if (date <= start.date) return 0;
  const text = rule.replace(/UNTIL=(\d{8})\b/, 'UNTIL=$1T235959Z');
  const r = rrulestr(`RRULE:${text}`, { dtstart: floating(start.date, start.time) }) as InstanceType<
    typeof RRule
  >;
  let n = 0;
  r.between(floating(start.date, '00:00'), floating(date, '00:00'), false, () => {
    n += 1;
    return n < 100_000;
  });
  return n;
}

export interface ExpandInput {
  rule: string | null;
  start: SeriesStart;
  timeZone: string;
  /** Inclusive local dates. */
  from: string;
  to: string;
  /** Recurrence dates removed from the series (EXDATE). */
  exdates?: Iterable<string>;
}

/** Occurrences of a series (or of a single item, when rule is null) in a window, DST-correct. */
export function expandOccurrences(input: ExpandInput): Occurrence[] {
  const { rule, start, timeZone, from, to } = input;
  const excluded = new Set(input.exdates ?? []);
  const dates = rule
    ? occurrenceDates(rule, start, from, to)
    : start.date >= from && start.date <= to
      ? [start.date]
      : [];
  return dates
    .filter((d) => !excluded.has(d))
    .map((date) => ({
      recurrenceDate: date,
      date,
      time: start.time,
      start: zonedToUtc(date, start.time ?? '00:00', timeZone),
    }));
}
