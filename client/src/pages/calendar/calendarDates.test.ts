import { describe, expect, it } from 'vitest';
import { hourLabel, rangeLabel, step, visibleDays, weekStart } from './calendarDates';

describe('calendar dates', () => {
  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-03-04')).toBe('2026-03-01');
    expect(visibleDays('week', '2026-03-07')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });
  it('grids a month in whole weeks around it', () => {
    const feb = visibleDays('month', '2026-02-15'); // 1 Feb 2026 is a Sunday, 28 days
    expect(feb).toHaveLength(28);
    const mar = visibleDays('month', '2026-03-31');
    expect(mar[0]).toBe('2026-03-01');
    expect(mar).toHaveLength(35);
    expect(visibleDays('month', '2026-05-10')[0]).toBe('2026-04-26');
  });
  it('steps by day, week and month (clamping to the 1st)', () => {
    expect(step('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(step('week', '2026-03-01', 1)).toBe('2026-03-08');
    expect(step('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(step('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
  it('labels hours and ranges', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourLabel)).toEqual([
      '12 AM',
      '1 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '11 PM',
    ]);
    expect(rangeLabel('month', '2026-03-10')).toBe('March 2026');
    expect(rangeLabel('week', '2026-03-10')).toBe('Mar 8 – Mar 14, 2026');
  });
});
