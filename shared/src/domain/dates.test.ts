import { describe, expect, it } from 'vitest';
import { clockIn, todayIn, weekdayIn } from './dates.js';

describe('today, clock and weekday in a time zone', () => {
  const now = new Date('2026-03-01T02:30:00Z');
  it('answer for each zone asked, whatever was asked before (one formatter kept per zone)', () => {
    for (let i = 0; i < 2; i++) {
      expect(todayIn('UTC', now)).toBe('2026-03-01');
      expect(todayIn('America/Los_Angeles', now)).toBe('2026-02-28');
      expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-01');
      expect(clockIn('UTC', now)).toBe('02:30');
      expect(clockIn('America/Los_Angeles', now)).toBe('18:30');
      expect(weekdayIn('UTC', now)).toBe('Sunday');
      expect(weekdayIn('America/Los_Angeles', now)).toBe('Saturday');
    }
  });
  it('refuses an unknown zone every time, as Intl does', () => {
    expect(() => todayIn('Mars/Olympus', now)).toThrow(RangeError);
    expect(() => todayIn('Mars/Olympus', now)).toThrow(RangeError);
  });
});
