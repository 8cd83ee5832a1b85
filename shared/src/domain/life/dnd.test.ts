import { describe, expect, it } from 'vitest';
import { isQuietTime } from './dnd.js';

describe('do-not-disturb hours', () => {
  it('wraps past midnight', () => {
    expect(isQuietTime('23:30', '22:00', '07:00')).toBe(true);
    expect(isQuietTime('06:59', '22:00', '07:00')).toBe(true);
    expect(isQuietTime('07:00', '22:00', '07:00')).toBe(false);
    expect(isQuietTime('12:00', '22:00', '07:00')).toBe(false);
  });
  it('handles a daytime window and an empty one', () => {
    expect(isQuietTime('13:00', '12:00', '14:00')).toBe(true);
    expect(isQuietTime('14:00', '12:00', '14:00')).toBe(false);
    expect(isQuietTime('10:00', '10:00', '10:00')).toBe(false);
  });
});
