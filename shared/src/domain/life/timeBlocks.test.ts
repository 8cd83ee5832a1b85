import { describe, expect, it } from 'vitest';
import { blocksOn, daysLabel, minutesOf, TIME_BLOCK_TEMPLATES } from './timeBlocks.js';

describe('time blocks', () => {
  it('labels the days of a block', () => {
    expect(daysLabel(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])).toBe(
      'Every day',
    );
    expect(daysLabel(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Weekdays');
    expect(daysLabel(['Sunday', 'Saturday'])).toBe('Weekends');
    expect(daysLabel(['Wednesday', 'Monday'])).toBe('Mon, Wed');
  });

  it('orders one day by start time and skips inactive blocks', () => {
    const b = (name: string, start_time: string, days: string[], is_active = true) => ({
      name,
      start_time,
      days,
      is_active,
    });
    const picked = blocksOn(
      [
        b('late', '14:00', ['Monday']),
        b('early', '08:30', ['Monday']),
        b('off', '07:00', ['Monday'], false),
        b('tue', '06:00', ['Tuesday']),
      ],
      'Monday',
    );
    expect(picked.map((x) => x.name)).toEqual(['early', 'late']);
    expect(minutesOf('13:45')).toBe(825);
  });

  it('has templates whose blocks end after they start', () => {
    for (const t of TIME_BLOCK_TEMPLATES)
      for (const b of t.blocks) expect(minutesOf(b.end_time)).toBeGreaterThan(minutesOf(b.start_time));
  });
});
