/**
 * Wall-clock time in an IANA zone <-> instants, with Intl only. A recurrence repeats in local time
 * (RFC 5545 §3.3.10), so occurrences are expanded as wall-clock times and turned into instants here.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone. */
export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, as milliseconds of the same wall clock read as UTC. */
export function wallClockMs(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/** Offset of the zone from UTC at `instant`, in minutes (e.g. -420 for PDT). */
export const offsetMinutes = (instant: number, timeZone: string): number =>
  Math.round((wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);

/**
 * The instant a wall-clock time names in a zone. A time that happens twice (clocks go back) is the
 * first one; a time that does not exist (clocks go forward) is read with the offset before the change,
 * so 02:30 on a spring-forward night is 03:30 (RFC 5545 §3.3.5).
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const before = offsetMinutes(wall - 86_400_000, timeZone);
  const after = offsetMinutes(wall + 86_400_000, timeZone);
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(
    (t) => wallClockMs(t, timeZone) === wall,
  );
  return new Date(candidates.length ? Math.min(...candidates) : wall - before * 60_000);
}

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in a zone. */
export function utcToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallClockMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
