// Building an Intl formatter takes a millisecond or more (far more on a slow phone), and these run at every
// render of a page that shows "today": one formatter per kind and time zone, built on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** 'YYYY-MM-DD' of `now` in an IANA time zone ("today" is the user's today, DESIGN.md §4). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = formatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'HH:MM' of `now` in a time zone. */
export function clockIn(timeZone: string, now: Date = new Date()): string {
  return formatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday name of `now` in a time zone. */
export function weekdayIn(timeZone: string, now: Date = new Date()): Weekday {
  const name = formatter('en-US', { timeZone, weekday: 'long' }).format(now);
  return name as Weekday;
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
