import { describe, expect, it } from 'vitest';
import { expandOccurrences, nextOccurrenceDate, occurrenceDates, occurrencesBefore } from './expand.js';
import { buildRrule, choiceFromRrule, describeRrule, NO_REPEAT, RruleText } from './rule.js';
import { utcToZoned, zonedToUtc } from './zone.js';

const NY = 'America/New_York';
const dates = (rule: string, start: string, from = start, to = '1998-12-31', time = '09:00') =>
  occurrenceDates(rule, { date: start, time }, from, to);

// RFC 5545 §3.8.5.3 examples (DTSTART;TZID=America/New_York), in the subset Hearth writes.
describe('RFC 5545 recurrence examples', () => {
  it('daily for 10 occurrences', () => {
    expect(dates('FREQ=DAILY;COUNT=10', '1997-09-02')).toEqual(
      Array.from({ length: 10 }, (_, i) => `1997-09-${String(2 + i).padStart(2, '0')}`),
    );
  });
  it('every 10 days, 5 occurrences', () => {
    expect(dates('FREQ=DAILY;INTERVAL=10;COUNT=5', '1997-09-02')).toEqual([
      '1997-09-02',
      '1997-09-12',
      '1997-09-22',
      '1997-10-02',
      '1997-10-12',
    ]);
  });
  it('weekly on Tuesday and Thursday for 10 occurrences', () => {
    expect(dates('FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH', '1997-09-02')).toEqual([
      '1997-09-02',
      '1997-09-04',
      '1997-09-09',
      '1997-09-11',
      '1997-09-16',
      '1997-09-18',
      '1997-09-23',
      '1997-09-25',
      '1997-09-30',
      '1997-10-02',
    ]);
  });
  it('every other week on Monday, Wednesday and Friday until December 24 (09:00 local)', () => {
    // The RFC's UNTIL=19971224T000000Z ends before 09:00 on the 24th: the last local day is the 23rd.
    expect(dates('FREQ=WEEKLY;INTERVAL=2;UNTIL=19971223;WKST=SU;BYDAY=MO,WE,FR', '1997-09-01')).toEqual([
      '1997-09-01',
      '1997-09-03',
      '1997-09-05',
      '1997-09-15',
      '1997-09-17',
      '1997-09-19',
      '1997-09-29',
      '1997-10-01',
      '1997-10-03',
      '1997-10-13',
      '1997-10-15',
      '1997-10-17',
      '1997-10-27',
      '1997-10-29',
      '1997-10-31',
      '1997-11-10',
      '1997-11-12',
      '1997-11-14',
      '1997-11-24',
      '1997-11-26',
      '1997-11-28',
      '1997-12-08',
      '1997-12-10',
      '1997-12-12',
      '1997-12-22',
    ]);
  });
  it('monthly on the first Friday for 10 occurrences', () => {
    expect(dates('FREQ=MONTHLY;COUNT=10;BYDAY=1FR', '1997-09-05')).toEqual([
      '1997-09-05',
      '1997-10-03',
      '1997-11-07',
      '1997-12-05',
      '1998-01-02',
      '1998-02-06',
      '1998-03-06',
      '1998-04-03',
      '1998-05-01',
      '1998-06-05',
    ]);
  });
  it('monthly on the last Friday, and by date skipping months without that day', () => {
    expect(dates('FREQ=MONTHLY;COUNT=3;BYDAY=-1FR', '1997-09-26')).toEqual([
      '1997-09-26',
      '1997-10-31',
      '1997-11-28',
    ]);
    expect(dates('FREQ=MONTHLY;COUNT=3;BYMONTHDAY=31', '1998-01-31')).toEqual([
      '1998-01-31',
      '1998-03-31',
      '1998-05-31',
    ]);
  });
  it('yearly, and a window in the middle of a long series', () => {
    expect(dates('FREQ=YEARLY;COUNT=3', '1997-06-10')).toEqual(['1997-06-10', '1998-06-10']);
    expect(dates('FREQ=YEARLY', '2000-02-29', '2000-01-01', '2009-12-31')).toEqual([
      '2000-02-29',
      '2004-02-29',
      '2008-02-29',
    ]);
    expect(dates('FREQ=DAILY', '2020-01-01', '2026-03-01', '2026-03-03')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });
});

describe('daylight saving', () => {
  it('keeps 09:00 local across the October 1997 change in New York (13:00Z, then 14:00Z)', () => {
    const occ = expandOccurrences({
      rule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
      start: { date: '1997-10-19', time: '09:00' },
      timeZone: NY,
      from: '1997-10-01',
      to: '1997-11-30',
    });
    expect(occ.map((o) => o.start.toISOString())).toEqual([
      '1997-10-19T13:00:00.000Z',
      '1997-10-26T14:00:00.000Z',
      '1997-11-02T14:00:00.000Z',
    ]);
  });
  it('keeps 15:30 local across the March 2026 change in Europe/Berlin and Los Angeles', () => {
    const at = (tz: string) =>
      expandOccurrences({
        rule: 'FREQ=DAILY;COUNT=3',
        start: { date: '2026-03-28', time: '15:30' },
        timeZone: tz,
        from: '2026-03-01',
        to: '2026-04-30',
      }).map((o) => o.start.toISOString());
    expect(at('Europe/Berlin')).toEqual([
      '2026-03-28T14:30:00.000Z',
      '2026-03-29T13:30:00.000Z',
      '2026-03-30T13:30:00.000Z',
    ]);
    const la = expandOccurrences({
      rule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=2',
      start: { date: '2026-03-01', time: '10:00' },
      timeZone: 'America/Los_Angeles',
      from: '2026-03-01',
      to: '2026-03-31',
    }).map((o) => o.start.toISOString());
    expect(la).toEqual(['2026-03-01T18:00:00.000Z', '2026-03-08T17:00:00.000Z']);
  });
  it('reads a time skipped by spring-forward with the offset before, and a repeated time as the first', () => {
    expect(zonedToUtc('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedToUtc('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(utcToZoned(new Date('2026-11-01T06:30:00Z'), NY)).toEqual({ date: '2026-11-01', time: '01:30' });
  });
  it('drops excluded dates and answers the next occurrence and how many came before', () => {
    const occ = expandOccurrences({
      rule: 'FREQ=WEEKLY;BYDAY=TU',
      start: { date: '2026-03-03', time: '10:00' },
      timeZone: NY,
      from: '2026-03-01',
      to: '2026-03-31',
      exdates: ['2026-03-10'],
    });
    expect(occ.map((o) => o.date)).toEqual(['2026-03-03', '2026-03-17', '2026-03-24', '2026-03-31']);
    expect(
      nextOccurrenceDate('FREQ=WEEKLY;BYDAY=TU;COUNT=2', { date: '2026-03-03', time: null }, '2026-03-03'),
    ).toBe('2026-03-10');
    expect(
      nextOccurrenceDate('FREQ=WEEKLY;BYDAY=TU;COUNT=2', { date: '2026-03-03', time: null }, '2026-03-10'),
    ).toBeNull();
    expect(occurrencesBefore('FREQ=DAILY', { date: '2026-03-01', time: '08:00' }, '2026-03-05')).toBe(4);
  });
});

describe('repeat choices', () => {
  it('builds the rules the form offers and reads them back', () => {
    const base = { ...NO_REPEAT, freq: 'weekly' as const };
    expect(buildRrule(NO_REPEAT, '2026-03-10')).toBeNull();
    expect(buildRrule(base, '2026-03-10')).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(
      buildRrule({ ...base, interval: 2, weekdays: ['TH', 'MO'], end: 'count', count: 6 }, '2026-03-10'),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=6');
    const second = buildRrule(
      { ...base, freq: 'monthly', monthly: 'weekday', end: 'until', until: '2026-12-31' },
      '2026-03-10',
    );
    expect(second).toBe('FREQ=MONTHLY;BYDAY=2TU;UNTIL=20261231');
    expect(describeRrule(second, '2026-03-10')).toBe('Monthly on the second Tuesday, until Dec 31, 2026');
    expect(buildRrule({ ...base, freq: 'monthly' }, '2026-03-10')).toBe('FREQ=MONTHLY;BYMONTHDAY=10');
    expect(buildRrule({ ...base, freq: 'monthly', monthly: 'weekday' }, '2026-03-31')).toBe(
      'FREQ=MONTHLY;BYDAY=-1TU',
    );
    expect(describeRrule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=6', '2026-03-02')).toBe(
      'Every 2 weeks on Monday, Wednesday and Friday, 6 times',
    );
    expect(describeRrule('FREQ=YEARLY', '2026-07-04')).toBe('Yearly on Jul 4');
    expect(choiceFromRrule(second, '2026-03-10')).toMatchObject({
      freq: 'monthly',
      monthly: 'weekday',
      end: 'until',
      until: '2026-12-31',
    });
  });
  it('accepts only the supported subset of RRULE', () => {
    expect(RruleText.parse('rrule:freq=weekly;byday=tu,th')).toBe('FREQ=WEEKLY;BYDAY=TU,TH');
    expect(RruleText.parse('')).toBeNull();
    expect(RruleText.parse(null)).toBeNull();
    for (const bad of [
      'FREQ=HOURLY',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;COUNT=2;UNTIL=20260101',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=DAILY;BYSETPOS=1',
      'FREQ=WEEKLY;BYDAY=2TU',
    ])
      expect(RruleText.safeParse(bad).success, bad).toBe(false);
  });
});
