import { describe, expect, it } from 'vitest';
import { formatReading } from './tickerFormat';

describe('formatReading', () => {
  it('shows money for stocks, crypto and spending, the number and unit for the rest', () => {
    expect(formatReading(438.123, 'stock', 'USD')).toBe('$438.12');
    expect(formatReading(6410, 'custom', 'steps')).toBe('6,410 steps');
    expect(formatReading(7.5, 'custom', 'hrs')).toBe('7.5 hrs');
    expect(formatReading(1234567.891, 'custom', '')).toBe('1,234,567.89');
    expect(formatReading(null, 'custom', 'hrs')).toBe('—');
  });
});
