import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate, OptionalText, RequiredText } from '../../http/primitives.js';
import { RruleText } from '../../domain/recurrence/rule.js';
import { occurrenceEndpoints } from '../work/occurrences.js';

/** Something the family does together or one member does for it: shared with the whole family. */
export const FamilyEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  date: IsoDate,
  all_day: z.boolean(),
  time: ClockTime.nullable(),
  duration_minutes: z.number().int().nullable(),
  location: z.string(),
  /** Who it is for (family members); empty: everyone. */
  member_ids: z.array(z.uuid()),
  /** The zone its times are in (its creator's). */
  timezone: z.string(),
  rrule: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
});
export type FamilyEvent = z.infer<typeof FamilyEvent>;

export const FamilyEventBody = z
  .object({
    title: RequiredText('Title'),
    date: IsoDate,
    all_day: z.boolean().default(false),
    time: ClockTime.nullish(),
    duration_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .nullish(),
    location: OptionalText(500).transform((v) => v ?? ''),
    member_ids: z
      .array(z.uuid())
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    rrule: RruleText,
  })
  .refine((e) => e.all_day || e.time, { message: 'Time is required unless all day', path: ['time'] })
  .transform((e) => ({
    ...e,
    time: e.all_day ? null : (e.time ?? null),
    duration_minutes: e.all_day ? null : (e.duration_minutes ?? null),
  }));
export type FamilyEventBody = z.input<typeof FamilyEventBody>;

export const familyEventsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/family-events',
    summary: "My family's events",
    answer: z.array(FamilyEvent),
    tag: 'family-hub',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/family-events',
    summary: 'Add a family event',
    body: FamilyEventBody,
    answer: FamilyEvent,
    status: 201,
    tag: 'family-hub',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/family-events/:id',
    summary: 'Change a family event (every occurrence of a repeating one)',
    params: IdParams,
    body: FamilyEventBody,
    answer: FamilyEvent,
    tag: 'family-hub',
  }),
  ...occurrenceEndpoints('/api/family-events', 'family event', FamilyEvent, 'family-hub'),
  remove: endpoint({
    method: 'delete',
    path: '/api/family-events/:id',
    summary: 'Delete a family event (every occurrence)',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'family-hub',
  }),
};
