import { describe, expect, it } from 'vitest';
import { creditRating, mockCreditScore } from './credit.js';
import { recurringEquivalents, recurringChargeTotals } from './recurring.js';
import { addMonths, budgetCovers, budgetPeriod } from './budgets.js';

describe('credit rating bands', () => {
  it.each([
    [850, 'Excellent', 'green'],
    [800, 'Excellent', 'green'],
    [799, 'Very Good', 'green'],
    [740, 'Very Good', 'green'],
    [739, 'Good', 'blue'],
    [670, 'Good', 'blue'],
    [669, 'Fair', 'amber'],
    [580, 'Fair', 'amber'],
    [579, 'Poor', 'red'],
    [300, 'Poor', 'red'],
  ])('%i is %s (%s)', (score, rating, tone) => {
    expect(creditRating(score)).toEqual({ rating, tone });
  });

  it('mock score is deterministic per user and differs between users', () => {
    const a = mockCreditScore('2b7f0c1e-0000-4000-8000-000000000001');
    expect(mockCreditScore('2b7f0c1e-0000-4000-8000-000000000001')).toEqual(a);
    const scores = new Set(Array.from({ length: 50 }, (_, i) => mockCreditScore(`user-${i}`).score));
    expect(scores.size).toBeGreaterThan(20);
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(300);
    expect(a.factors.length).toBeGreaterThan(2);
  });
});

describe('recurring equivalents', () => {
  it('monthly × 12 and yearly ÷ 12, exact in cents', () => {
    expect(recurringEquivalents(15.99, 'monthly')).toEqual({ monthly: 15.99, yearly: 191.88 });
    expect(recurringEquivalents(120, 'yearly')).toEqual({ monthly: 10, yearly: 120 });
    expect(recurringEquivalents(99.99, 'yearly')).toEqual({ monthly: 8.33, yearly: 99.99 });
  });
  it('totals count active charges only', () => {
    expect(
      recurringChargeTotals([
        { amount: 10.1, frequency: 'monthly', is_active: true },
        { amount: 120, frequency: 'yearly', is_active: true },
        { amount: 500, frequency: 'monthly', is_active: false },
      ]),
    ).toEqual({ monthly_total: 20.1, yearly_total: 241.2, active_count: 2 });
  });
});

describe('budget periods', () => {
  it('daily is today', () => {
    expect(budgetPeriod('daily', '2024-01-01', '2024-03-05')).toEqual({
      start: '2024-03-05',
      end: '2024-03-06',
    });
  });
  it('weekly counts 7-day steps from the start date', () => {
    expect(budgetPeriod('weekly', '2024-01-03', '2024-01-09')).toEqual({
      start: '2024-01-03',
      end: '2024-01-10',
    });
    expect(budgetPeriod('weekly', '2024-01-03', '2024-01-10')).toEqual({
      start: '2024-01-10',
      end: '2024-01-17',
    });
  });
  it('monthly counts month anniversaries, clamped at month ends', () => {
    expect(budgetPeriod('monthly', '2024-01-15', '2024-01-15')).toEqual({
      start: '2024-01-15',
      end: '2024-02-15',
    });
    expect(budgetPeriod('monthly', '2024-01-15', '2024-02-14')).toEqual({
      start: '2024-01-15',
      end: '2024-02-15',
    });
    expect(budgetPeriod('monthly', '2024-01-15', '2024-02-15')).toEqual({
      start: '2024-02-15',
      end: '2024-03-15',
    });
    expect(budgetPeriod('monthly', '2024-01-31', '2024-03-01')).toEqual({
      start: '2024-02-29',
      end: '2024-03-31',
    });
    expect(addMonths('2023-12-31', 2)).toBe('2024-02-29');
  });
  it('before the start date is the first period', () => {
    expect(budgetPeriod('monthly', '2024-05-01', '2024-04-20')).toEqual({
      start: '2024-05-01',
      end: '2024-06-01',
    });
  });
  it('general covers every category', () => {
    expect(budgetCovers('general', 'food')).toBe(true);
    expect(budgetCovers('Food', 'food')).toBe(true);
    expect(budgetCovers('travel', 'food')).toBe(false);
  });
});
