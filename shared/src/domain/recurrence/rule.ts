import { z } from 'zod';

/**
 * The recurrence rules Hearth writes and accepts: an RRULE value (RFC 5545 §3.3.10) without the
 * 'RRULE:' prefix, limited to what the repeat form offers. UNTIL is a date (the last day an occurrence
 * may fall on, in the item's own zone); the feed writer turns it into the UTC form RFC 5545 wants.
 */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

export interface RepeatChoice {
  freq: 'none' | RepeatFrequency;
  /** Every N days/weeks/months/years. */
  interval: number;
  /** Weekly: the chosen days (the start's weekday when none). */
  weekdays: WeekdayCode[];
  /** Monthly: on the start's day of the month, or on its nth weekday ("second Tuesday"). */
  monthly: 'date' | 'weekday';
  end: 'never' | 'until' | 'count';
  until: string;
  count: number;
}

export interface ParsedRule {
  freq: RepeatFrequency;
  interval: number;
  byDay: { n: number; day: WeekdayCode }[];
  byMonthDay: number | null;
  count: number | null;
  until: string | null;
}

const DAY = /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/;
export const MAX_COUNT = 1000;

/** Parses a rule of the accepted subset; a message for anything else. */
export function parseRule(text: string): ParsedRule | string {
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length || parts.has(key)) return `Malformed rule part '${part}'`;
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  const freq = parts.get('FREQ')?.toLowerCase();
  if (!freq || !(REPEAT_FREQUENCIES as readonly string[]).includes(freq))
    return 'FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY';
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1 || interval > 99) return 'INTERVAL must be 1 to 99';
  const byDay: ParsedRule['byDay'] = [];
  for (const d of parts.get('BYDAY')?.split(',') ?? []) {
    const m = DAY.exec(d);
    if (!m) return `Unknown day '${d}'`;
    byDay.push({ n: m[1] ? Number(m[1]) : 0, day: m[2] as WeekdayCode });
  }
  if (byDay.some((d) => d.n !== 0) && freq !== 'monthly') return 'A numbered day needs FREQ=MONTHLY';
  const monthDay = parts.get('BYMONTHDAY');
  const byMonthDay = monthDay === undefined ? null : Number(monthDay);
  if (
    byMonthDay !== null &&
    (!Number.isInteger(byMonthDay) || byMonthDay < -1 || byMonthDay > 31 || !byMonthDay)
  )
    return 'BYMONTHDAY must be 1 to 31 or -1';
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > MAX_COUNT))
    return `COUNT must be 1 to ${MAX_COUNT}`;
  const untilText = parts.get('UNTIL');
  if (untilText !== undefined && !/^\d{8}$/.test(untilText)) return 'UNTIL must be a date (YYYYMMDD)';
  const until = untilText ? `${untilText.slice(0, 4)}-${untilText.slice(4, 6)}-${untilText.slice(6)}` : null;
  if (until && Number.isNaN(Date.parse(until))) return 'UNTIL is not a real date';
  if (count !== null && until) return 'A rule ends by COUNT or by UNTIL, not both';
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST']);
  for (const key of parts.keys()) if (!known.has(key)) return `Unsupported rule part ${key}`;
  return { freq: freq as RepeatFrequency, interval, byDay, byMonthDay, count, until };
}

/** Writes a parsed rule back in a canonical order. */
export function formatRule(r: ParsedRule): string {
  return [
    `FREQ=${r.freq.toUpperCase()}`,
    r.interval > 1 && `INTERVAL=${r.interval}`,
    r.byDay.length && `BYDAY=${r.byDay.map((d) => `${d.n || ''}${d.day}`).join(',')}`,
    r.byMonthDay !== null && `BYMONTHDAY=${r.byMonthDay}`,
    r.count !== null && `COUNT=${r.count}`,
    r.until && `UNTIL=${r.until.replace(/-/g, '')}`,
  ]
    .filter(Boolean)
    .join(';');
}

/** A stored rule, as the API accepts it: null (does not repeat) or a rule of the accepted subset. */
export const RruleText = z
  .string()
  .trim()
  .max(200)
  .transform((s, ctx) => {
    if (!s) return null;
    const r = parseRule(s.replace(/^RRULE:/i, ''));
    if (typeof r === 'string') {
      ctx.addIssue({ code: 'custom', message: r });
      return z.NEVER;
    }
    return formatRule(r);
  })
  .nullish()
  .transform((v) => v ?? null);

const weekdayOf = (date: string) => WEEKDAY_CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** Which weekday of its month a date is: 1-4, or -1 for a fifth one (not every month has one: "last"). */
export function nthWeekday(date: string): number {
  const n = Math.ceil(Number(date.slice(8)) / 7);
  return n >= 5 ? -1 : n;
}

export const NO_REPEAT: RepeatChoice = {
  freq: 'none',
  interval: 1,
  weekdays: [],
  monthly: 'date',
  end: 'never',
  until: '',
  count: 10,
};

/** The rule a repeat form's choices make, for a series starting on `start`; null for no repeat. */
export function buildRrule(c: RepeatChoice, start: string): string | null {
  if (c.freq === 'none') return null;
  const r: ParsedRule = {
    freq: c.freq,
    interval: Math.max(1, Math.min(99, Math.round(c.interval) || 1)),
    byDay: [],
    byMonthDay: null,
    count: c.end === 'count' ? Math.max(1, Math.min(MAX_COUNT, Math.round(c.count) || 1)) : null,
    until: c.end === 'until' && c.until ? c.until : null,
  };
  if (c.freq === 'weekly') {
    const days = c.weekdays.length ? c.weekdays : [weekdayOf(start)];
    r.byDay = WEEKDAY_CODES.filter((d) => days.includes(d)).map((day) => ({ n: 0, day }));
  }
  if (c.freq === 'monthly') {
    if (c.monthly === 'weekday') r.byDay = [{ n: nthWeekday(start), day: weekdayOf(start) }];
    else r.byMonthDay = Number(start.slice(8));
  }
  return formatRule(r);
}

/** The repeat form's choices for a stored rule (to edit it). */
export function choiceFromRrule(rule: string | null, start: string): RepeatChoice {
  const r = rule ? parseRule(rule) : null;
  if (!r || typeof r === 'string') return NO_REPEAT;
  return {
    freq: r.freq,
    interval: r.interval,
    weekdays: r.freq === 'weekly' ? r.byDay.map((d) => d.day) : [weekdayOf(start)],
    monthly: r.byDay.some((d) => d.n !== 0) ? 'weekday' : 'date',
    end: r.count !== null ? 'count' : r.until ? 'until' : 'never',
    until: r.until ?? '',
    count: r.count ?? 10,
  };
}

const DAY_NAMES: Record<WeekdayCode, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};
const ORDINAL: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };
const UNIT: Record<RepeatFrequency, [string, string]> = {
  daily: ['Daily', 'days'],
  weekly: ['Weekly', 'weeks'],
  monthly: ['Monthly', 'months'],
  yearly: ['Yearly', 'years'],
};
const list = (xs: string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const longDate = (d: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${d}T00:00:00Z`));

/** A rule in words: "Every 2 weeks on Tuesday and Thursday, until Dec 31, 2026". */
export function describeRrule(rule: string | null, start: string): string {
  if (!rule) return 'Does not repeat';
  const r = parseRule(rule);
  if (typeof r === 'string') return 'Repeats';
  const [single, plural] = UNIT[r.freq];
  let text = r.interval > 1 ? `Every ${r.interval} ${plural}` : single;
  if (r.freq === 'weekly')
    text += ` on ${list((r.byDay.length ? r.byDay.map((d) => d.day) : [weekdayOf(start)]).map((d) => DAY_NAMES[d]))}`;
  if (r.freq === 'monthly') {
    const nth = r.byDay.find((d) => d.n !== 0);
    text += nth
      ? ` on the ${ORDINAL[nth.n] ?? `${nth.n}th`} ${DAY_NAMES[nth.day]}`
      : ` on day ${r.byMonthDay ?? Number(start.slice(8))}`;
  }
  if (r.freq === 'yearly') text += ` on ${longDate(start).replace(/, \d{4}$/, '')}`;
  if (r.count !== null) text += r.count === 1 ? ', once' : `, ${r.count} times`;
  if (r.until) text += `, until ${longDate(r.until)}`;
  return text;
}
