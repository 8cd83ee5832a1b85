import { z } from 'zod';
import { endpoint, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate } from '../../http/primitives.js';
import { CalendarQuery } from './calendar.js';

export const DUTY_KINDS = ['school-run', 'activity', 'family-event'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** Something a family member is to do (drive, take a child, be at an event) while they have a meeting. */
export const Conflict = z.object({
  kind: z.enum(DUTY_KINDS),
  item_id: z.uuid(),
  date: IsoDate,
  time: ClockTime,
  /** 'pick-up of Mia', 'Swimming (Mia)', 'Dentist'. */
  title: z.string(),
  member_id: z.uuid(),
  member_name: z.string(),
  /** The meeting it clashes with (a series' id for a repeating one). */
  meeting_id: z.uuid(),
  meeting_title: z.string(),
  meeting_time: ClockTime,
  meeting_end_time: ClockTime,
  /** "Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30". */
  message: z.string(),
});
export type Conflict = z.infer<typeof Conflict>;

export const HandoffBody = z
  .object({
    kind: z.enum(DUTY_KINDS),
    item_id: z.uuid(),
    from_member_id: z.uuid(),
    to_member_id: z.uuid(),
  })
  .refine((b) => b.from_member_id !== b.to_member_id, {
    message: 'Hand it to someone else',
    path: ['to_member_id'],
  });

export const conflictsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/calendar/conflicts',
    summary: "School runs, kids' activities and family events whose adult has a meeting at that time",
    query: CalendarQuery,
    answer: z.array(Conflict),
    tag: 'family-hub',
  }),
  handoff: endpoint({
    method: 'post',
    path: '/api/calendar/conflicts/handoff',
    summary: 'Give a school run, activity or family event to another family member',
    body: HandoffBody,
    answer: NoContent,
    status: 204,
    tag: 'family-hub',
  }),
};
