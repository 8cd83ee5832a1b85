import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FIXTURES } from '../../../testing/calendarFixtures.js';
import { feedOccurrences, parseFeed } from './feedParse.js';

const fixture = (name: string) => readFileSync(path.join(CALENDAR_FIXTURES!, name), 'utf8');
const present = CALENDAR_FIXTURES !== null;

const starts = (text: string, from: string, to: string, tz = 'UTC') =>
  feedOccurrences(parseFeed(text), from, to, tz).map((o) => `${o.start.toISOString()} ${o.title}`);

describe.skipIf(!present)('real published calendars', () => {
  it('Zimbra: monthly first Tuesday with RDATEs (one a PERIOD), EXDATEs and two overrides, across DST', () => {
    const got = feedOccurrences(
      parseFeed(fixture('zimbra-recurring-with-overrides.ics')),
      '2012-10-01',
      '2013-05-31',
      'America/Los_Angeles',
    );
    expect(got.map((o) => `${o.start.toISOString()} ${o.date} ${o.time}-${o.endTime}`)).toEqual([
      '2012-10-02T22:00:00.000Z 2012-10-02 15:00-15:30', // overridden by TZID: 10:00 -> 15:00
      '2012-11-06T18:00:00.000Z 2012-11-06 10:00-10:30', // first Tuesday, now PST
      '2012-11-07T04:00:00.000Z 2012-11-06 20:00-20:30', // RDATE 5 Nov, overridden by a UTC RECURRENCE-ID
      '2012-11-10T18:00:00.000Z 2012-11-10 10:00-10:30', // RDATE
      '2012-11-30T18:00:00.000Z 2012-11-30 10:00-10:30', // RDATE (second value of one line)
      '2013-01-01T18:00:00.000Z 2013-01-01 10:00-10:30', // 4 Dec and 5 Feb are EXDATEs
      '2013-03-05T18:00:00.000Z 2013-03-05 10:00-10:30',
      '2013-05-07T17:00:00.000Z 2013-05-07 10:00-10:30', // 2 Apr is an EXDATE; PDT again
    ]);
    const late = feedOccurrences(
      parseFeed(fixture('zimbra-recurring-with-overrides.ics')),
      '2023-11-20',
      '2023-11-30',
      'UTC',
    );
    expect(late.map((o) => o.start.toISOString())).toEqual([
      '2023-11-23T09:00:00.000Z',
      '2023-11-25T09:00:00.000Z',
    ]);
  });

  it('Google birthdays: all-day, RDATEs in UTC on a DATE rule, an override by VALUE=DATE', () => {
    const got = feedOccurrences(
      parseFeed(fixture('google-birthdays.ics')),
      '2012-01-01',
      '2015-12-31',
      'America/Los_Angeles',
    );
    expect(got.map((o) => `${o.date} ${o.allDay} ${o.title}`)).toEqual([
      "2012-12-10 true PErson #2's birthday",
      "2012-12-10 true PErson #2's birthday",
      "2013-12-10 true PErson #2's birthday",
      "2014-12-10 true PErson #2's birthday",
    ]);
    expect(parseFeed(fixture('google-birthdays.ics')).name).toBe("Contacts' birthdays and events");
  });

  it('an EXDATE given as a DATE removes that day from a DATE-TIME rule', () => {
    expect(starts(fixture('exdate-date-on-datetime.ics'), '2024-06-01', '2024-06-30')).toEqual([
      '2024-06-09T03:00:00.000Z (no title)',
      '2024-06-10T03:00:00.000Z (no title)',
      '2024-06-12T03:00:00.000Z (no title)',
    ]);
  });
});

describe('feed parsing', () => {
  it('refuses text that is no calendar', () => {
    expect(() => parseFeed('<html>nope</html>')).toThrow();
  });
});
