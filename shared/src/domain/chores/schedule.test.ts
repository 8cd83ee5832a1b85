import { describe, expect, it } from 'vitest';
import type { DocChore, DocCompletion } from '../../collab/choresDoc.js';
import { buildRrule, NO_REPEAT } from '../recurrence/rule.js';
import { agendaOf, choreDates, occurrenceToMark } from './schedule.js';

const A = '00000000-0000-4000-8000-00000000000a';
const chore = (rrule: string | null, extra: Partial<DocChore> = {}): DocChore => ({
  name: 'Dishes',
  members: [{ user_id: A, name: 'Ann' }],
  turn: 0,
  mode: 'round_robin',
  rrule,
  start_date: '2026-05-04', // a Monday
  due_time: '18:00',
  points: 5,
  created_at: '2026-05-04T08:00:00Z',
  ...extra,
});
const done = (chore_id: string, date: string): DocCompletion => ({
  chore_id,
  user_id: A,
  name: 'Ann',
  by: A,
  date,
  at: `${date}T18:00:00Z`,
  points: 5,
  prev_turn: 0,
});

describe('chore schedules (the calendar recurrence)', () => {
  const week = (rrule: string) => choreDates(chore(rrule), '2026-05-04', '2026-05-17');
  it('daily', () => expect(week('FREQ=DAILY')).toHaveLength(14));
  it('weekdays', () =>
    expect(week('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]));
  it('every 3 days', () =>
    expect(week('FREQ=DAILY;INTERVAL=3')).toEqual([
      '2026-05-04',
      '2026-05-07',
      '2026-05-10',
      '2026-05-13',
      '2026-05-16',
    ]));
  it('every 2 weeks on chosen days', () => {
    const rule = buildRrule(
      { ...NO_REPEAT, freq: 'weekly', interval: 2, weekdays: ['SA', 'TU'] },
      '2026-05-04',
    )!;
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SA');
    expect(choreDates(chore(rule), '2026-05-04', '2026-05-31')).toEqual([
      '2026-05-05',
      '2026-05-09',
      '2026-05-19',
      '2026-05-23',
    ]);
  });
  it('monthly on the start day', () =>
    expect(choreDates(chore('FREQ=MONTHLY;BYMONTHDAY=4'), '2026-05-01', '2026-08-31')).toEqual([
      '2026-05-04',
      '2026-06-04',
      '2026-07-04',
      '2026-08-04',
    ]));
  it('no schedule: no dates', () => expect(choreDates(chore(null), '2026-05-04', '2026-06-04')).toEqual([]));
  it('nothing before the start date', () =>
    expect(choreDates(chore('FREQ=DAILY', { start_date: '2026-05-10' }), '2026-05-04', '2026-05-11')).toEqual(
      ['2026-05-10', '2026-05-11'],
    ));
});

describe('the agenda', () => {
  const state = (completions: Record<string, DocCompletion> = {}) => ({
    chores: {
      d: chore('FREQ=DAILY'),
      w: chore('FREQ=WEEKLY;BYDAY=SA', { name: 'Lawn' }),
      r: chore(null, { name: 'Bins' }),
    },
    completions,
  });
  it("lists today's, the coming days', the turn rotations, and a missed one as overdue", () => {
    const a = agendaOf(state(), '2026-05-06', '09:00');
    expect(a.today.map((d) => [d.chore.name, d.overdue])).toEqual([['Dishes', false]]);
    expect(a.overdue.map((d) => [d.chore.name, d.date])).toEqual([['Dishes', '2026-05-05']]);
    expect(a.upcoming.map((d) => `${d.chore.name} ${d.date}`).slice(0, 3)).toEqual([
      'Dishes 2026-05-07',
      'Dishes 2026-05-08',
      'Dishes 2026-05-09',
    ]);
    expect(a.upcoming.some((d) => d.chore.name === 'Lawn' && d.date === '2026-05-09')).toBe(true);
    expect(a.anytime.map((d) => d.chore.name)).toEqual(['Bins']);
  });
  it("turns today's overdue after its due time, and done when a completion names the day", () => {
    expect(agendaOf(state(), '2026-05-06', '18:01').today[0]!.overdue).toBe(true);
    const a = agendaOf(
      state({ x: done('d', '2026-05-06'), y: done('d', '2026-05-05') }),
      '2026-05-06',
      '19:00',
    );
    expect(a.today[0]!.done?.id).toBe('x');
    expect(a.today[0]!.overdue).toBe(false);
    expect(a.overdue).toEqual([]);
  });
  it('a done without a date marks today, else the missed one, else (no schedule) today', () => {
    const a = agendaOf(state(), '2026-05-06', '09:00');
    expect(occurrenceToMark(a, 'd')!.date).toBe('2026-05-06');
    const b = agendaOf(state({ x: done('d', '2026-05-06') }), '2026-05-06', '09:00');
    expect(occurrenceToMark(b, 'd')!.date).toBe('2026-05-05');
    expect(occurrenceToMark(a, 'r')!.date).toBe('2026-05-06');
    expect(occurrenceToMark(a, 'w')).toBeUndefined();
  });
});
