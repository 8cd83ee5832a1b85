import { occurrenceDates, type SeriesStart } from './expand.js';
import { zonedToUtc } from './zone.js';

/** A changed (or cancelled) occurrence of a series, keyed by its original date. */
export interface OverrideLike {
  recurrence_date: string;
  cancelled: boolean;
  title: string | null;
  date: string | null;
  time: string | null;
}

export interface SeriesOccurrence {
  /** The original date: the occurrence's identity (RECURRENCE-ID). Null for an item that does not repeat. */
  recurrence_date: string | null;
  date: string;
  time: string | null;
  title: string;
  /** The instant it starts in the series' zone (local midnight when all-day). */
  start: Date;
  overridden: boolean;
}

/** How far an override may move an occurrence from its original date and still be found. */
const MOVE_SLACK_DAYS = 31;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Occurrences of one item between two local dates (inclusive), overrides applied: a cancelled one is
 * dropped (EXDATE), a changed one moves or is renamed (RECURRENCE-ID). The one function the calendar,
 * the feed, conflict checks and reminders use to know when a repeating meeting or event happens.
 */
export function seriesOccurrences(
  item: { rrule: string | null; date: string; time: string | null; title: string },
  overrides: OverrideLike[],
  from: string,
  to: string,
  timeZone: string,
): SeriesOccurrence[] {
  const start: SeriesStart = { date: item.date, time: item.time };
  const at = (date: string, time: string | null) => zonedToUtc(date, time ?? '00:00', timeZone);
  if (!item.rrule)
    return item.date >= from && item.date <= to
      ? [
          {
            recurrence_date: null,
            date: item.date,
            time: item.time,
            title: item.title,
            start: at(item.date, item.time),
            overridden: false,
          },
        ]
      : [];
  const byDate = new Map(overrides.map((o) => [o.recurrence_date, o]));
  const out: SeriesOccurrence[] = [];
  for (const d of occurrenceDates(
    item.rrule,
    start,
    shift(from, -MOVE_SLACK_DAYS),
    shift(to, MOVE_SLACK_DAYS),
  )) {
    const o = byDate.get(d);
    if (o?.cancelled) continue;
    const date = o?.date ?? d;
    const time = o?.date ? o.time : item.time;
    if (date < from || date > to) continue;
    out.push({
      recurrence_date: d,
      date,
      time,
      title: o?.title ?? item.title,
      start: at(date, time),
      overridden: Boolean(o),
    });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `date` is an original occurrence date of the series. */
export const isOccurrence = (
  item: { rrule: string | null; date: string; time: string | null },
  date: string,
) =>
  item.rrule
    ? occurrenceDates(item.rrule, { date: item.date, time: item.time }, date, date).length === 1
    : false;
