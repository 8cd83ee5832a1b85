import { describe, expect, it } from 'vitest';
import {
  percent,
  productivityRate,
  recurringFromSums,
  timeEfficiency,
  topDriftTasks,
  totalHours,
  valueScaleInsight,
  valueScaleScore,
} from './valueScale.js';

describe('value scale maths', () => {
  const h = { work: 6, personal: 1, downtime: 2, waste: 1 };
  it('computes totals and rates to one decimal', () => {
    expect(totalHours(h)).toBe(10);
    expect(productivityRate(h)).toBe(60);
    expect(timeEfficiency(h)).toBe(90);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(1, 0)).toBe(0);
  });
  it('scores 60% efficiency and 40% completion, falling back when one side is missing', () => {
    expect(valueScaleScore(90, 50, true, true)).toBe(74);
    expect(valueScaleScore(90, 0, true, false)).toBe(90);
    expect(valueScaleScore(0, 50, false, true)).toBe(50);
    expect(valueScaleScore(0, 0, false, false)).toBe(0);
  });
  it('words the insight by score band', () => {
    expect(valueScaleInsight(0, false)).toMatch(/Log time/);
    expect(valueScaleInsight(85, true)).toMatch(/Excellent/);
    expect(valueScaleInsight(65, true)).toMatch(/Good/);
    expect(valueScaleInsight(45, true)).toMatch(/drifting/);
    expect(valueScaleInsight(10, true)).toMatch(/Much/);
  });
  it('lists only overrun tasks, largest first', () => {
    const top = topDriftTasks([
      { task: 'A', estimate: 2, spent: 3.5 },
      { task: 'B', estimate: 4, spent: 1 },
      { task: 'C', estimate: 1, spent: 4 },
    ]);
    expect(top).toEqual([
      { task: 'C', drift: 3, estimate: 1, spent: 4 },
      { task: 'A', drift: 1.5, estimate: 2, spent: 3.5 },
    ]);
  });
  it('converts recurring charges to monthly and yearly equivalents', () => {
    expect(recurringFromSums(10, 120)).toEqual({ monthly: 20, yearly: 240 });
    expect(recurringFromSums(9.99, 0)).toEqual({ monthly: 9.99, yearly: 119.88 });
  });
});
