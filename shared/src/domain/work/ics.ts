/**
 * A hand-written iCalendar (RFC 5545) writer for the calendar feed: text escaping, line folding at
 * 75 octets, stable UIDs. Meetings become timed events in the user's zone; dated tasks all-day events.
 */

export interface IcsMeeting {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  /** Hours; one hour when unknown. */
  duration: number | null;
  location: string;
  meeting_link: string | null;
  status: 'scheduled' | 'completed' | 'cancelled';
}

export interface IcsTask {
  id: string;
  title: string;
  description: string;
  due_date: string;
  status: 'pending' | 'in_progress' | 'completed';
  priority: 'low' | 'medium' | 'high';
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
export const escapeText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line so that no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (d: string) => d.replace(/-/g, '');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const t = new Date(`${date}T${time}:00Z`);
  t.setUTCMinutes(t.getUTCMinutes() + minutes);
  const iso = t.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const nextDay = (date: string) => addMinutes(date, '00:00', 24 * 60).date;
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const PRIORITY = { high: 1, medium: 5, low: 9 } as const;

export function writeIcs(opts: {
  calendarName: string;
  timeZone: string;
  now: Date;
  meetings: IcsMeeting[];
  tasks: IcsTask[];
}): string {
  const { timeZone } = opts;
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.calendarName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
  ];
  const dtstamp = stamp(opts.now);
  for (const m of opts.meetings) {
    const end = addMinutes(m.date, m.time, Math.max(1, Math.round((m.duration ?? 1) * 60)));
    const tz = timeZone === 'UTC' ? '' : `;TZID=${timeZone}`;
    const utc = timeZone === 'UTC' ? 'Z' : '';
    const description = [m.description, m.meeting_link].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${m.id}@hearth`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART${tz}:${localDateTime(m.date, m.time)}${utc}`,
      `DTEND${tz}:${localDateTime(end.date, end.time)}${utc}`,
      `SUMMARY:${escapeText(m.title)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      ...(m.location ? [`LOCATION:${escapeText(m.location)}`] : []),
      ...(m.meeting_link ? [`URL:${m.meeting_link}`] : []),
      `STATUS:${m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  for (const t of opts.tasks) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${t.id}@hearth`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(t.due_date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(t.due_date))}`,
      `SUMMARY:${escapeText(`Task due: ${t.title}`)}`,
      ...(t.description ? [`DESCRIPTION:${escapeText(t.description)}`] : []),
      `PRIORITY:${PRIORITY[t.priority]}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
