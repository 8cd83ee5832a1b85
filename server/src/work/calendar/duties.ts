import { addDays, WEEKDAYS } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { listActivities } from '../../life/kidActivities.repository.js';
import { listSchedules } from '../../life/schoolSchedules.repository.js';
import type { Window } from './occurrences.js';

/**
 * The family's weekly duties as dated occurrences in a window: school runs (weekdays and a time) and kids'
 * activities (weekdays and a start time). The conflict check and the calendar both read them from here.
 */

const datesOf = ({ from, to }: Window) => {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
};
const weekdayOf = (d: string) => WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]!;
const onDays = (days: string[], w: Window) => datesOf(w).filter((d) => days.includes(weekdayOf(d)));

/** Each school schedule on each of its weekdays in the window. */
export const schoolRunOccurrences = async (db: Executor, familyId: string, w: Window) =>
  (await listSchedules(db, familyId)).flatMap((s) => onDays(s.days, w).map((date) => ({ ...s, date })));

/** Each activity with a start time on each of its weekdays in the window. */
export async function activityOccurrences(db: Executor, familyId: string, w: Window) {
  return (await listActivities(db, familyId)).flatMap((a) => {
    const start = a.start_time;
    return start ? onDays(a.days, w).map((date) => ({ ...a, start_time: start, date })) : [];
  });
}

/** An activity's length in minutes (an hour when it has no end time). */
export function activityMinutes(a: { start_time: string; end_time: string | null }) {
  if (!a.end_time) return 60;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return minutes(a.end_time) - minutes(a.start_time);
}
