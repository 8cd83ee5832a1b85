import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expenseStatus, parseNames, splitEqual, sumsTo, toCents } from './split.js';

describe('splitEqual', () => {
  it('gives the leftover cents to the first shares', () => {
    expect(splitEqual(100, 3)).toEqual([33.34, 33.33, 33.33]);
    expect(splitEqual(10, 4)).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect(splitEqual(0.05, 3)).toEqual([0.02, 0.02, 0.01]);
    expect(splitEqual(-10, 3)).toEqual([-3.34, -3.33, -3.33]);
  });

  it('refuses an empty split', () => {
    expect(() => splitEqual(10, 0)).toThrow(RangeError);
  });

  it('always sums exactly to the total and differs by at most one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (cents, n) => {
        const shares = splitEqual(cents / 100, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((s, a) => s + toCents(a), 0)).toBe(cents);
        const c = shares.map(toCents);
        expect(Math.max(...c) - Math.min(...c)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('sumsTo', () => {
  it('compares in cents, immune to float error', () => {
    expect(sumsTo([0.1, 0.2], 0.3)).toBe(true);
    expect(sumsTo([50, 49.99], 100)).toBe(false);
  });
});

describe('expenseStatus', () => {
  it('derives the status from the paid ticks', () => {
    expect(expenseStatus([true, true])).toBe('completed');
    expect(expenseStatus([true, false])).toBe('partially_paid');
    expect(expenseStatus([false, false])).toBe('pending');
  });
});

describe('parseNames', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(parseNames(' Ann, Bob ,, Cy ')).toEqual(['Ann', 'Bob', 'Cy']);
  });
});
