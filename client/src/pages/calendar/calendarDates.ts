import { addDays } from '@hearth/shared';

export type CalendarView = 'day' | 'week' | 'month';

const parse = (d: string) => new Date(`${d}T00:00:00Z`);
export const weekday = (d: string) => parse(d).getUTCDay();
/** The Sunday on or before `d` (weeks start on Sunday). */
export const weekStart = (d: string) => addDays(d, -weekday(d));
export const monthStart = (d: string) => `${d.slice(0, 7)}-01`;

export function shiftMonth(d: string, months: number): string {
  const t = parse(monthStart(d));
  t.setUTCMonth(t.getUTCMonth() + months);
  return t.toISOString().slice(0, 10);
}

/** The dates the view shows: a day, a Sunday-Saturday week, or the 6-week grid around a month. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(anchor), i));
  const first = weekStart(monthStart(anchor));
  const lastOfMonth = addDays(shiftMonth(anchor, 1), -1);
  const weeks = Math.ceil((weekday(monthStart(anchor)) + Number(lastOfMonth.slice(8))) / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addDays(first, i));
}

export function step(view: CalendarView, anchor: string, dir: -1 | 1): string {
  if (view === 'day') return addDays(anchor, dir);
  if (view === 'week') return addDays(anchor, 7 * dir);
  return shiftMonth(anchor, dir);
}

const fmt = (d: string, o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' }).format(parse(d));

export function rangeLabel(view: CalendarView, anchor: string): string {
  if (view === 'day') return fmt(anchor, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (view === 'month') return fmt(anchor, { month: 'long', year: 'numeric' });
  const days = visibleDays('week', anchor);
  return `${fmt(days[0]!, { month: 'short', day: 'numeric' })} – ${fmt(days[6]!, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

export const dayLabel = (d: string) => fmt(d, { weekday: 'short', month: 'short', day: 'numeric' });

/** '12 AM' … '11 PM' for hours 0-23. */
export const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
