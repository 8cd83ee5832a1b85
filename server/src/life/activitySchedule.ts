import { WEEKDAYS, type Weekday } from '@hearth/shared';

/** When a kid activity meets, read from its free-text schedule ("Tue & Thu 17:00", "Sat 9am", "Weekdays 4:30 pm"). */
export interface ActivityTimes {
  days: Weekday[];
  time: string;
}

const DAY_OF = new Map(WEEKDAYS.map((d) => [d.slice(0, 3).toLowerCase(), d]));
const WORKDAYS = WEEKDAYS.slice(1, 6);

/** Days and 'HH:MM' of a schedule text, or null when it names no day or no clock time (then no reminder). */
export function parseActivitySchedule(text: string): ActivityTimes | null {
  const s = text.slice(0, 200).toLowerCase();
  const days = new Set<Weekday>();
  if (/\b(daily|every ?day)\b/.test(s)) WEEKDAYS.forEach((d) => days.add(d));
  if (/\bweekdays\b/.test(s)) WORKDAYS.forEach((d) => days.add(d));
  for (const m of s.matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g)) days.add(DAY_OF.get(m[1]!)!);
  let time: string | undefined;
  for (const m of s.matchAll(/\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d])/g)) {
    const [, h, min, half] = m;
    if (min === undefined && half === undefined) continue;
    let hour = Number(h);
    const minute = Number(min ?? 0);
    if (half) {
      if (hour < 1 || hour > 12) continue;
      hour = (hour % 12) + (half.startsWith('p') ? 12 : 0);
    }
    if (hour > 23 || minute > 59) continue;
    time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    break;
  }
  return days.size && time ? { days: WEEKDAYS.filter((d) => days.has(d)), time } : null;
}
