import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { ClockTime, RequiredText } from '../../http/primitives.js';
import { WEEKDAYS } from '../../domain/dates.js';
import {
  CATEGORY_COLORS,
  DEFAULT_BLOCK,
  minutesOf,
  TIME_BLOCK_CATEGORIES,
} from '../../domain/life/timeBlocks.js';

const Weekday = z.enum(WEEKDAYS);
export const TimeBlockCategory = z.enum(TIME_BLOCK_CATEGORIES);

export const TimeBlock = z.object({
  id: z.uuid(),
  name: z.string(),
  start_time: ClockTime,
  end_time: ClockTime,
  category: TimeBlockCategory,
  color: z.string(),
  days: z.array(Weekday),
  is_active: z.boolean(),
});
export type TimeBlock = z.infer<typeof TimeBlock>;

export const TimeBlockBody = z
  .object({
    name: RequiredText('Name'),
    start_time: ClockTime.default(DEFAULT_BLOCK.start_time),
    end_time: ClockTime.default(DEFAULT_BLOCK.end_time),
    category: TimeBlockCategory.default('work'),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #2563eb')
      .nullish(),
    days: z
      .array(Weekday)
      .min(1, 'Choose at least one day')
      .max(7)
      .default([...DEFAULT_BLOCK.days]),
    is_active: z.boolean().default(true),
  })
  .refine((b) => minutesOf(b.end_time) > minutesOf(b.start_time), {
    message: 'End time must be after start time',
    path: ['end_time'],
  })
  .transform((b) => ({
    ...b,
    color: b.color ?? CATEGORY_COLORS[b.category],
    days: WEEKDAYS.filter((d) => b.days.includes(d)),
  }));

export const TodaySchedule = z.object({ date: z.string(), weekday: Weekday, blocks: z.array(TimeBlock) });

export const TimeBlockTemplate = z.object({
  name: z.string(),
  description: z.string(),
  blocks: z.array(
    z.object({
      name: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      category: TimeBlockCategory,
      days: z.array(Weekday),
    }),
  ),
});
export const ApplyTemplateQuery = z.object({
  template_name: z
    .string({ error: 'template_name is required' })
    .min(1, 'template_name is required')
    .max(100),
});
export const ApplyTemplateAnswer = z.object({ message: z.string(), created: z.array(TimeBlock) });

export const timeBlocksApi = {
  list: endpoint({
    method: 'get',
    path: '/api/time-blocks',
    summary: 'All my time blocks',
    answer: z.array(TimeBlock),
    tag: 'time-blocks',
  }),
  today: endpoint({
    method: 'get',
    path: '/api/time-blocks/today',
    summary: "Today's blocks in my time zone",
    answer: TodaySchedule,
    tag: 'time-blocks',
  }),
  templates: endpoint({
    method: 'get',
    path: '/api/time-blocks/templates',
    summary: 'Day templates',
    answer: z.array(TimeBlockTemplate),
    tag: 'time-blocks',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/time-blocks',
    summary: 'Add a time block',
    body: TimeBlockBody,
    answer: TimeBlock,
    status: 201,
    tag: 'time-blocks',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/time-blocks/:id',
    summary: 'Delete a time block',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'time-blocks',
  }),
  applyTemplate: endpoint({
    method: 'post',
    path: '/api/time-blocks/apply-template',
    summary: "Create a template's blocks",
    query: ApplyTemplateQuery,
    answer: ApplyTemplateAnswer,
    status: 201,
    tag: 'time-blocks',
  }),
};
