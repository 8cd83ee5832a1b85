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
});
