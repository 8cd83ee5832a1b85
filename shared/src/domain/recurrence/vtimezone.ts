import { offsetMinutes } from './zone.js';

/**
 * A VTIMEZONE for an IANA zone, built from what Intl knows: the zone's changes in `fromYear` become
 * yearly rules (e.g. BYMONTH=3;BYDAY=2SU) when they recur so for the following years, otherwise each
 * change up to `toYear` is listed. A zone without changes gets one STANDARD observance.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Change {
  at: number;
  from: number;
  to: number;
}

function changesIn(year: number, tz: string): Change[] {
  const out: Change[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let off = offsetMinutes(t, tz);
  for (; t < end; t += DAY) {
    const next = offsetMinutes(t + DAY, tz);
    if (next === off) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, tz) === off) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: off, to: next });
    off = next;
  }
  return out;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
const offsetText = (min: number) => `${min < 0 ? '-' : '+'}${pad(Math.trunc(min / 60))}${pad(min % 60)}`;
/** Wall clock of a change in the offset before it, as DTSTART (local, no zone). */
const onset = (c: Change) =>
  new Date(c.at + c.from * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

function yearlyRule(c: Change): { rule: string; matches: (year: number, tz: string) => boolean } {
  const local = new Date(c.at + c.from * 60_000);
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const weekday = local.getUTCDay();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const n = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  const rule = `FREQ=YEARLY;BYMONTH=${month + 1};BYDAY=${n}${CODES[weekday]}`;
  const matches = (year: number, tz: string) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const first = ((weekday - new Date(Date.UTC(year, month, 1)).getUTCDay() + 7) % 7) + 1;
    let d = n === -1 ? first + Math.floor((last - first) / 7) * 7 : first + (n - 1) * 7;
    if (d > last) d -= 7;
    const at = Date.UTC(year, month, d, local.getUTCHours(), local.getUTCMinutes()) - c.from * 60_000;
    return offsetMinutes(at - 60_000, tz) === c.from && offsetMinutes(at, tz) === c.to;
  };
  return { rule, matches };
}

export function vtimezone(tz: string, fromYear: number, toYear: number): string[] {
  const observance = (c: Change, extra: string[]) => {
    const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${onset(c)}`,
      `TZOFFSETFROM:${offsetText(c.from)}`,
      `TZOFFSETTO:${offsetText(c.to)}`,
      ...extra,
      `END:${kind}`,
    ];
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`];
  const first = changesIn(fromYear, tz);
  if (!first.length) {
    const off = offsetMinutes(Date.UTC(fromYear, 0, 1), tz);
    lines.push(...observance({ at: Date.UTC(1970, 0, 1) - off * 60_000, from: off, to: off }, []));
  } else {
    const rules = first.map(yearlyRule);
    const regular = rules.every((r) => [1, 2, 3].every((k) => r.matches(fromYear + k, tz)));
    if (regular) first.forEach((c, i) => lines.push(...observance(c, [`RRULE:${rules[i]!.rule}`])));
    else
      for (let y = fromYear; y <= toYear; y++)
        for (const c of changesIn(y, tz)) lines.push(...observance(c, []));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
