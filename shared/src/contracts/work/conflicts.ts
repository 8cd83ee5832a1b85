import { z } from 'zod';
import { endpoint, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate } from '../../http/primitives.js';
import { CalendarQuery } from './calendar.js';
import type { FamilyAction } from '../../domain/family/familyRoles.js';

export const DUTY_KINDS = ['school-run', 'activity', 'family-event', 'chore'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** What a member's family role must allow to hand a duty over: what changing it needs (null: any member). */
export const HANDOFF_ACTION: Record<DutyKind, FamilyAction | null> = {
  'school-run': 'edit_kids',
  activity: 'edit_kids',
  'family-event': null,
  chore: 'manage_chores',
};

/** A duty's id: a row's uuid, or a chore's id in the family's chores document. */
const ItemId = z.string().min(1).max(100);

/** Something a family member is to do (drive, take a child, be at an event, a chore) while they have a meeting. */
export const Conflict = z.object({
  kind: z.enum(DUTY_KINDS),
  item_id: ItemId,
  /** The occurrence's local date (a chore's hand-off gives just this day). */
  date: IsoDate,
  time: ClockTime,
  /** 'pick-up of Mia', 'Swimming (Mia)', 'Dentist', 'Bins'. */
  title: z.string(),
  member_id: z.uuid(),
  member_name: z.string(),
  /** The meeting it clashes with (a series' id for a repeating one). */
  meeting_id: z.uuid(),
  meeting_title: z.string(),
  meeting_time: ClockTime,
  meeting_end_time: ClockTime,
  /** "Jordan has Client call 15:00-16:00 - pick-up of Mia at 15:30". */
  message: z.string(),
});
export type Conflict = z.infer<typeof Conflict>;

/**
 * A school run, activity or family event passes to `to_member_id` as a whole; a chore only on `date` (that
 * day's turn: whose turn it is keeps the next one).
 */
export const HandoffBody = z
  .object({
    kind: z.enum(DUTY_KINDS),
    item_id: ItemId,
    from_member_id: z.uuid(),
    to_member_id: z.uuid(),
    date: IsoDate.optional(),
  })
  .refine((b) => b.from_member_id !== b.to_member_id, {
    message: 'Hand it to someone else',
    path: ['to_member_id'],
  })
  .refine((b) => b.kind === 'chore' || z.uuid().safeParse(b.item_id).success, {
    message: 'Invalid UUID',
    path: ['item_id'],
  })
  .refine((b) => b.kind !== 'chore' || b.date !== undefined, {
    message: "A chore is handed over one day at a time: give the occurrence's date",
    path: ['date'],
  });

export const conflictsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/calendar/conflicts',
    summary: "School runs, kids' activities, family events and chores whose adult has a meeting at that time",
    query: CalendarQuery,
    answer: z.array(Conflict),
    tag: 'family-hub',
  }),
  handoff: endpoint({
    method: 'post',
    path: '/api/calendar/conflicts/handoff',
    summary:
      "Give a school run, activity or family event to another adult, or a chore's occurrence on `date`",
    body: HandoffBody,
    answer: NoContent,
    status: 204,
    tag: 'family-hub',
  }),
};
