import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, Money, RequiredText } from '../../http/primitives.js';

export const TimeCategory = z.enum(['work', 'personal', 'downtime', 'waste']);
export type TimeCategory = z.infer<typeof TimeCategory>;
export const TIME_CATEGORY_LABELS: Record<TimeCategory, string> = {
  work: 'Work Time',
  personal: 'Personal',
  downtime: 'Intentional Downtime',
  waste: 'Time Drift',
};

export const TimeEntry = z.object({
  id: z.uuid(),
  task_id: z.uuid().nullable(),
  description: z.string(),
  category: TimeCategory,
  hours: z.number(),
  date: IsoDate,
  value_per_hour: z.number().nullable(),
  /** hours x value_per_hour, or null without a value per hour. */
  total_value: z.number().nullable(),
  created_at: z.string(),
});
export type TimeEntry = z.infer<typeof TimeEntry>;

export const TimeEntryBody = z.object({
  description: RequiredText('Description'),
  category: TimeCategory.default('work'),
  hours: z
    .number({ error: 'Hours is required' })
    .finite()
    .positive('Hours must be more than 0')
    .max(1000)
    .transform((h) => Math.round(h * 100) / 100),
  /** Defaults to the user's today. */
  date: IsoDate.nullish(),
  value_per_hour: Money.refine((n) => n >= 0, 'Value per hour cannot be negative').nullish(),
  /** The task this time was spent on (feeds time drift). */
  task_id: z.uuid().nullish(),
});
export type TimeEntryBody = z.input<typeof TimeEntryBody>;

export const timeEntriesApi = {
  list: endpoint({
    method: 'get',
    path: '/api/time-entries',
    summary: 'My time entries',
    answer: z.array(TimeEntry),
    tag: 'work',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/time-entries',
    summary: 'Log a time entry',
    body: TimeEntryBody,
    answer: TimeEntry,
    status: 201,
    tag: 'work',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/time-entries/:id',
    summary: 'Delete a time entry',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};
