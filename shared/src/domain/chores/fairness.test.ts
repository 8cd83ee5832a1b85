import { describe, expect, it } from 'vitest';
import type { ChoreMember, DocCompletion } from '../../collab/choresDoc.js';
import { memberKey, nextTurn } from './fairness.js';
import { balanceOf, pointsMap, weekOf, weekPoints } from './points.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const members: ChoreMember[] = [
  { user_id: A, name: 'Ann' },
  { user_id: B, name: 'Ben' },
  { user_id: C, name: 'Cy' },
];
const done = (user_id: string | null, name: string, date: string, points: number): DocCompletion => ({
  chore_id: 'c',
  user_id,
  name,
  by: A,
  date,
  at: `${date}T10:00:00.000Z`,
  points,
  prev_turn: 0,
});

describe('round-robin', () => {
  it('hands the turn to the next member, wrapping around', () => {
    const chore = { members, mode: 'round_robin' as const, turn: 0 };
    expect(nextTurn(chore, new Map())).toBe(1);
    expect(nextTurn({ ...chore, turn: 1 }, new Map())).toBe(2);
    expect(nextTurn({ ...chore, turn: 2 }, new Map())).toBe(0);
  });
  it('ignores points', () => {
    expect(nextTurn({ members, mode: 'round_robin', turn: 0 }, new Map([[B, 100]]))).toBe(1);
  });
  it('keeps a lone member on duty', () => {
    expect(nextTurn({ members: members.slice(0, 1), mode: 'round_robin', turn: 0 }, new Map())).toBe(0);
  });
  it('over many rounds, everyone takes the same number of turns', () => {
    const count = [0, 0, 0];
    let turn = 0;
    for (let i = 0; i < 300; i++) {
      count[turn]!++;
      turn = nextTurn({ members, mode: 'round_robin', turn }, new Map());
    }
    expect(count).toEqual([100, 100, 100]);
  });
});

describe('fewest points this week', () => {
  it('goes to whoever has the fewest points', () => {
    const points = new Map([
      [A, 10],
      [B, 3],
      [C, 7],
    ]);
    expect(nextTurn({ members, mode: 'fewest_points', turn: 0 }, points)).toBe(1);
  });
  it('breaks ties in round-robin order after the current member', () => {
    expect(nextTurn({ members, mode: 'fewest_points', turn: 1 }, new Map())).toBe(2);
    expect(nextTurn({ members, mode: 'fewest_points', turn: 2 }, new Map([[A, 5]]))).toBe(1);
  });
  it('counts a member without points as zero, and a name-only member by name', () => {
    const named: ChoreMember[] = [...members, { user_id: null, name: 'Grandma' }];
    const points = new Map([
      [A, 1],
      [B, 1],
      [C, 1],
    ]);
    expect(nextTurn({ members: named, mode: 'fewest_points', turn: 0 }, points)).toBe(3);
    expect(memberKey(named[3]!)).toBe('name:grandma');
  });
  it('evens out points when chores are worth different amounts', () => {
    // A week of ticks where whoever is assigned does it: the points stay within one chore of each other.
    const completions: DocCompletion[] = [];
    let turn = 0;
    for (let day = 0; day < 6; day++)
      for (const worth of [5, 2, 3]) {
        const m = members[turn]!;
        completions.push(done(m.user_id, m.name, `2026-05-0${4 + day}`, worth));
        turn = nextTurn(
          { members, mode: 'fewest_points', turn },
          pointsMap(weekPoints(completions, weekOf('2026-05-04'))),
        );
      }
    const totals = weekPoints(completions, '2026-05-04').map((r) => r.points);
    expect(totals.reduce((a, b) => a + b)).toBe(60);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(5);
  });
});

describe('points', () => {
  it('weeks start on Monday', () => {
    expect(weekOf('2026-05-06')).toBe('2026-05-04'); // a Wednesday
    expect(weekOf('2026-05-04')).toBe('2026-05-04');
    expect(weekOf('2026-05-10')).toBe('2026-05-04'); // Sunday
    expect(weekOf('2026-05-11')).toBe('2026-05-11');
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // across a month
  });
  it('adds up points per member for one week, most first', () => {
    const rows = weekPoints(
      [
        done(A, 'Ann', '2026-05-04', 5),
        done(B, 'Ben', '2026-05-05', 3),
        done(B, 'Ben', '2026-05-10', 4),
        done(A, 'Ann', '2026-05-11', 50), // next week
        done(A, 'Ann', '2026-05-03', 50), // last week
        done(null, 'Grandma', '2026-05-06', 1),
      ],
      '2026-05-04',
    );
    expect(rows.map((r) => [r.name, r.points])).toEqual([
      ['Ben', 7],
      ['Ann', 5],
      ['Grandma', 1],
    ]);
  });
  it('a balance is every point earned less pending and approved claims', () => {
    const completions = [
      done(A, 'Ann', '2026-05-04', 20),
      done(A, 'Ann', '2026-04-01', 20),
      done(B, 'Ben', '2026-05-04', 9),
    ];
    const claim = (status: 'pending' | 'approved' | 'declined', points: number) => ({
      reward_id: 'r',
      user_id: A,
      name: 'Ann',
      points,
      at: '2026-05-05T10:00:00Z',
      status,
      decided_by: null,
      decided_at: null,
    });
    expect(balanceOf(A, completions, [])).toBe(40);
    expect(balanceOf(A, completions, [claim('approved', 30), claim('declined', 30)])).toBe(10);
    expect(balanceOf(A, completions, [claim('pending', 30), claim('approved', 5)])).toBe(5);
    expect(balanceOf(B, completions, [claim('approved', 30)])).toBe(9);
  });
});
