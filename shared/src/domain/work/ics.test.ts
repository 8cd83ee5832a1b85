import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeIcs } from './ics.js';

describe('ics writing', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('folds at 75 octets without splitting multi-byte characters', () => {
    const folded = foldLine('SUMMARY:' + 'é'.repeat(100));
    const enc = new TextEncoder();
    for (const l of folded.split('\r\n')) expect(enc.encode(l).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe('SUMMARY:' + 'é'.repeat(100));
  });
  it('writes a calendar that a real parser reads back, with stable UIDs', () => {
    const text = writeIcs({
      calendarName: 'Hearth',
      timeZone: 'UTC',
      now: new Date('2026-01-01T00:00:00Z'),
      meetings: [
        {
          id: 'm1',
          title: 'Review, weekly; "team"',
          description: 'Line 1\nLine 2 ' + 'x'.repeat(120),
          date: '2026-03-31',
          time: '23:30',
          duration: 1.5,
          location: 'Room 1',
          meeting_link: 'https://meet.example/abc',
          status: 'scheduled',
        },
      ],
      tasks: [
        {
          id: 't1',
          title: 'File taxes',
          description: '',
          due_date: '2026-04-15',
          status: 'pending',
          priority: 'high',
        },
      ],
    });
    const comp = new ICAL.Component(ICAL.parse(text));
    const events = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(['m1@hearth', 't1@hearth']);
    expect(events[0]!.summary).toBe('Review, weekly; "team"');
    expect(events[0]!.description).toBe('Line 1\nLine 2 ' + 'x'.repeat(120) + '\nhttps://meet.example/abc');
    expect(events[0]!.startDate.toString()).toBe('2026-03-31T23:30:00Z');
    expect(events[0]!.endDate.toString()).toBe('2026-04-01T01:00:00Z');
    expect(events[1]!.startDate.isDate).toBe(true);
    expect(events[1]!.startDate.toString()).toBe('2026-04-15');
  });
});
