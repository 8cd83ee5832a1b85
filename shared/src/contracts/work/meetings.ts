import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate, OptionalText, RequiredText } from '../../http/primitives.js';
import { Hours } from './tasks.js';
import { RruleText } from '../../domain/recurrence/rule.js';
import { occurrenceEndpoints } from './occurrences.js';

export const MeetingType = z.enum(['meeting', 'appointment', 'reservation']);
export const MeetingStatus = z.enum(['scheduled', 'completed', 'cancelled']);
export const Platform = z.enum(['none', 'google_meet', 'zoom', 'teams', 'builtin']);
export type Platform = z.infer<typeof Platform>;

export const Meeting = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: MeetingType,
  date: IsoDate,
  time: ClockTime,
  duration: z.number().nullable(),
  location: z.string(),
  status: MeetingStatus,
  platform: Platform,
  meeting_link: z.string().nullable(),
  /** RRULE value (RFC 5545) in the owner's time zone, or null when it does not repeat. */
  rrule: z.string().nullable(),
  created_at: z.string(),
});
export type Meeting = z.infer<typeof Meeting>;

const Link = z.url({ protocol: /^https?$/, error: 'Meeting link must be an http(s) URL' }).max(2000);

export const MeetingBody = z
  .object({
    title: RequiredText('Title'),
    description: OptionalText(),
    type: MeetingType.default('meeting'),
    date: IsoDate,
    time: ClockTime,
    duration: Hours.nullish(),
    location: OptionalText(500),
    status: MeetingStatus.default('scheduled'),
    platform: Platform.default('none'),
    meeting_link: z.union([z.literal('').transform(() => null), Link]).nullish(),
    rrule: RruleText,
  })
  // The link field only exists once a platform is chosen: without one, a link is dropped.
  .transform((m) => ({ ...m, meeting_link: m.platform === 'none' ? null : (m.meeting_link ?? null) }));
export type MeetingBody = z.input<typeof MeetingBody>;

export const meetingsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/meetings',
    summary: 'My meetings and appointments',
    answer: z.array(Meeting),
    tag: 'work',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/meetings',
    summary: 'Schedule a meeting',
    body: MeetingBody,
    answer: Meeting,
    status: 201,
    tag: 'work',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/meetings/:id',
    summary: 'Change a meeting (every occurrence of a repeating one)',
    params: IdParams,
    body: MeetingBody,
    answer: Meeting,
    tag: 'work',
  }),
  ...occurrenceEndpoints('/api/meetings', 'meeting', Meeting, 'work'),
  remove: endpoint({
    method: 'delete',
    path: '/api/meetings/:id',
    summary: 'Delete a meeting',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};
