import type { CalendarEvents, Conflict } from '@hearth/shared';
import type { Opened } from './OccurrenceModal';

/** One thing shown on a calendar day, whatever it came from. */
export interface DayItem {
  key: string;
  kind: 'meeting' | 'family' | 'task' | 'external' | 'school-run' | 'activity' | 'chore';
  date: string;
  /** 'HH:MM', or null for all-day items and tasks. */
  time: string | null;
  title: string;
  repeating: boolean;
  /** Opens the item for editing (meetings, family events, tasks that exist). */
  open?: Opened;
  /** The page where it is edited (school runs and activities: the family hub's tab; chores: /chores). */
  link?: string;
  /** Inline colour (subscriptions). */
  color?: string;
  /** A clash with a meeting, in words. */
  conflict?: string;
  /** A task of higher priority. */
  high?: boolean;
}

/** "Pick-up Mia · Jordan": who does it after a middle dot, when someone does. */
const withDoer = (what: string, who: string | null) => (who ? `${what} · ${who}` : what);

/** Where the family's duties are edited. */
export const DUTY_LINKS = {
  'school-run': '/family?tab=schedules',
  activity: '/family?tab=activities',
  chore: '/chores',
} as const;

/**
 * The API's answer as items per day, in time order (all-day items first). `hub`: the viewer may open the
 * family hub (a child account may not), where school runs and activities are edited.
 */
export function itemsByDay(
  data: CalendarEvents | undefined,
  conflicts: Conflict[] = [],
  { hub = true }: { hub?: boolean } = {},
): Map<string, DayItem[]> {
  const items: DayItem[] = [];
  const clash = new Map(conflicts.map((c) => [`${c.item_id}:${c.date}`, c.message]));
  // A meeting of mine a duty clashes with is flagged too.
  const busy = new Map(conflicts.map((c) => [`${c.meeting_id}:${c.date}`, c.message]));
  for (const m of data?.meetings ?? [])
    items.push({
      key: `m:${m.id}:${m.recurrence_date ?? ''}`,
      kind: 'meeting',
      date: m.date,
      time: m.time,
      title: m.title,
      repeating: m.recurrence_date !== null,
      open: { kind: 'meeting', item: m },
      conflict: busy.get(`${m.id}:${m.date}`),
    });
  for (const e of data?.family_events ?? [])
    items.push({
      key: `f:${e.id}:${e.recurrence_date ?? ''}`,
      kind: 'family',
      date: e.date,
      time: e.time,
      title: e.title,
      repeating: e.recurrence_date !== null,
      open: { kind: 'family', item: e },
      conflict: clash.get(`${e.id}:${e.date}`),
    });
  for (const t of data?.tasks ?? [])
    items.push({
      key: `t:${t.id}:${t.due_date}`,
      kind: 'task',
      date: t.due_date,
      time: null,
      title: t.title,
      repeating: t.rrule !== null,
      high: t.priority === 'high',
      // A later date of a repeating task is not a task yet: the open one is edited.
      open: t.projected ? undefined : { kind: 'task', id: t.id },
    });
  for (const s of data?.school_runs ?? [])
    items.push({
      key: `s:${s.id}:${s.date}`,
      kind: 'school-run',
      date: s.date,
      time: s.time,
      title: withDoer(`${s.type === 'pickup' ? 'Pick-up' : 'Drop-off'} ${s.child_name}`, s.assignee_name),
      repeating: true,
      link: hub ? DUTY_LINKS['school-run'] : undefined,
      conflict: clash.get(`${s.id}:${s.date}`),
    });
  for (const a of data?.activities ?? [])
    items.push({
      key: `a:${a.id}:${a.date}`,
      kind: 'activity',
      date: a.date,
      time: a.time,
      title: withDoer(`${a.name} (${a.child_name})`, a.assignee_name),
      repeating: true,
      link: hub ? DUTY_LINKS.activity : undefined,
      conflict: clash.get(`${a.id}:${a.date}`),
    });
  for (const c of data?.chores ?? [])
    items.push({
      key: `c:${c.id}:${c.date}`,
      kind: 'chore',
      date: c.date,
      time: c.time,
      title: `${withDoer(c.name, c.assignee_name)}${c.done ? ' (done)' : ''}`,
      repeating: true,
      link: DUTY_LINKS.chore,
      conflict: clash.get(`${c.id}:${c.date}`),
    });
  for (const x of data?.external ?? [])
    items.push({
      key: `x:${x.subscription_id}:${x.uid}:${x.date}:${x.time ?? ''}`,
      kind: 'external',
      date: x.date,
      time: x.time,
      title: x.title,
      repeating: false,
      color: x.color,
    });
  const map = new Map<string, DayItem[]>();
  for (const it of items.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? '')))
    map.set(it.date, [...(map.get(it.date) ?? []), it]);
  return map;
}
