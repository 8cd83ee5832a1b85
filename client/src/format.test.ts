import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatHours, formatMoney, formatNumber, formatTime } from './format';

const intlMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Amounts as people type them (cents, tenths of cents, halves on the rounding edge) and any double.
const amounts = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 1000),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100 + 0.005),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e20, max: 1e20 }),
);

describe('formatMoney', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-20)).toBe('-$20.00');
    expect(formatMoney(0.005)).toBe('$0.01');
  });
  it('treats missing or non-finite amounts as zero, never -$0.00', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});

describe('written out, as Intl writes them', () => {
  it('formatMoney is Intl’s en-US currency format, less than half a cent below zero being $0.00', () => {
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatMoney(n)).toBe(intlMoney.format(Object.is(Math.round(n * 100), -0) ? 0 : n));
      }),
      { numRuns: 5000 },
    );
  });
  it('formatNumber is Intl’s en-US number with at most two decimals', () => {
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatNumber(n)).toBe(intlNumber.format(n));
      }),
      { numRuns: 5000 },
    );
    for (const n of [0, -0, 6410, 0.712, 2.005, -3823, 999.995, 1e21, 1e-7])
      expect(formatNumber(n)).toBe(intlNumber.format(n));
  });
});

describe('formatDate', () => {
  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatDate('2025-03-07')).toBe('Mar 7, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDate('2025-03-07', true)).toBe('Fri, Mar 7, 2025');
  });
  it("matches Intl's en-US output on every day of a year", () => {
    const intl = (o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', {
        ...o,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const plain = intl({});
    const withWeekday = intl({ weekday: 'short' });
    for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(plain.format(t));
      expect(formatDate(iso, true)).toBe(withWeekday.format(t));
    }
  });
  it('returns empty for missing and the input for unparseable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatHours', () => {
  it('shows one decimal', () => {
    expect(formatHours(1.5)).toBe('1.5');
    expect(formatHours(2)).toBe('2.0');
    expect(formatHours(1.25)).toBe('1.3');
    expect(formatHours(null)).toBe('0.0');
  });
});

describe('formatTime', () => {
  it('turns 24-hour clock times into 12-hour ones', () => {
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
    expect(formatTime('09:15')).toBe('9:15 AM');
  });
  it('leaves unparseable input alone', () => {
    expect(formatTime('25:00')).toBe('25:00');
    expect(formatTime('')).toBe('');
  });
});

describe('formatClock', () => {
  it('shows HH:MM:SS', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(-4)).toBe('00:00:00');
  });
});
