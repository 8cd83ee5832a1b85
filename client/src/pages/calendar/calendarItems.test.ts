import { describe, expect, it } from 'vitest';
import type { CalendarEvents, Conflict } from '@hearth/shared';
import { itemsByDay } from './calendarItems';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const meeting = {
  id: id(1),
  date: '2026-03-03',
  time: '15:00',
  title: 'Client call',
  platform: 'none',
  duration: 1,
  location: '',
  meeting_link: null,
  series_date: '2026-03-03',
  series_time: '15:00',
  recurrence_date: null,
  rrule: null,
  overridden: false,
} as const;
const task = { title: 'Bins', priority: 'low', status: 'pending', rrule: 'FREQ=WEEKLY' } as const;
const data: CalendarEvents = {
  meetings: [meeting],
  family_events: [],
  external: [],
  school_runs: [],
  activities: [],
  chores: [],
  tasks: [
    { ...task, id: id(2), due_date: '2026-03-03', projected: false },
    { ...task, id: id(2), due_date: '2026-03-10', projected: true },
  ],
};
const clash: Conflict = {
  kind: 'school-run',
  item_id: id(3),
  date: '2026-03-03',
  time: '15:30',
  title: 'pick-up of Mia',
  member_id: id(4),
  member_name: 'Jordan',
  meeting_id: id(1),
  meeting_title: 'Client call',
  meeting_time: '15:00',
  meeting_end_time: '16:00',
  message: 'Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30',
};

describe('calendar items', () => {
  it('opens a task that exists (not a later date of a repeating one) and flags a meeting a duty clashes with', () => {
    const days = itemsByDay(data, [clash]);
    const [bins, call] = days.get('2026-03-03')!;
    expect(bins).toMatchObject({ kind: 'task', open: { kind: 'task', id: id(2) } });
    expect(call).toMatchObject({ kind: 'meeting', conflict: clash.message });
    expect(days.get('2026-03-10')![0]!.open).toBeUndefined();
    expect(itemsByDay(data).get('2026-03-03')![1]!.conflict).toBeUndefined();
  });

  it('shows school runs, activities and chores with who does them, flagged, linked to where they are edited', () => {
    const run = {
      id: id(3),
      date: '2026-03-03',
      time: '15:30',
      type: 'pickup',
      child_name: 'Mia',
      location: '',
      assignee_id: id(4),
      assignee_name: 'Jordan',
    } as const;
    const days = itemsByDay(
      {
        ...data,
        tasks: [],
        school_runs: [
          run,
          { ...run, date: '2026-03-04', type: 'dropoff', time: '08:00', assignee_name: null },
        ],
        activities: [
          {
            id: id(5),
            date: '2026-03-03',
            time: '17:00',
            end_time: '18:00',
            name: 'Swimming',
            child_name: 'Mia',
            location: '',
            assignee_id: id(4),
            assignee_name: 'Jordan',
          },
        ],
        chores: [
          {
            id: 'bins',
            date: '2026-03-04',
            time: '19:00',
            name: 'Bins',
            assignee_id: id(6),
            assignee_name: 'Sam',
            done: true,
          },
        ],
      },
      [clash],
    );
    expect(days.get('2026-03-03')!.map((it) => [it.kind, it.title, it.link, !!it.conflict])).toEqual([
      ['meeting', 'Client call', undefined, true],
      ['school-run', 'Pick-up Mia · Jordan', '/family?tab=schedules', true],
      ['activity', 'Swimming (Mia) · Jordan', '/family?tab=activities', false],
    ]);
    expect(days.get('2026-03-04')!.map((it) => [it.title, it.link])).toEqual([
      ['Drop-off Mia', '/family?tab=schedules'],
      ['Bins · Sam (done)', '/chores'],
    ]);
    // A child account cannot open the family hub: its runs and activities are not links; chores are.
    const child = itemsByDay({ ...data, tasks: [], school_runs: [run] }, [], { hub: false });
    expect(child.get('2026-03-03')!.map((it) => it.link)).toEqual([undefined, undefined]);
  });
});
