import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { RequiredText } from '../../http/primitives.js';

/** Largest calendar accepted, fetched or uploaded. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const SUBSCRIPTION_COLORS = [
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#db2777',
  '#4b5563',
] as const;

export const CalendarSubscription = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Null for an uploaded file. */
  url: z.string().nullable(),
  color: z.string(),
  /** Whose calendar it is; null: the whole family's. */
  member_id: z.uuid().nullable(),
  last_fetched_at: z.string().nullable(),
  /** Why the last fetch failed (the calendar keeps showing the last good copy). */
  last_error: z.string().nullable(),
  event_count: z.number().int(),
  created_at: z.string(),
});
export type CalendarSubscription = z.infer<typeof CalendarSubscription>;

const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #2563eb');
const Common = {
  name: RequiredText('Name', 100),
  color: Color.default(SUBSCRIPTION_COLORS[0]),
  member_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
};
export const SubscribeBody = z.object({
  ...Common,
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000)
    .regex(/^(https?|webcals?):\/\//i, 'The address must start with http://, https:// or webcal://'),
});
export const UploadCalendarBody = z.object({
  ...Common,
  ics: z.string().min(1, 'The file is empty').max(MAX_FEED_BYTES, 'The file is larger than 2 MB'),
});
export const SubscriptionUpdate = z.object(Common);

export const subscriptionsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/calendar-subscriptions',
    summary: "My family's calendar subscriptions",
    answer: z.array(CalendarSubscription),
    tag: 'work',
  }),
  subscribe: endpoint({
    method: 'post',
    path: '/api/calendar-subscriptions',
    summary: 'Subscribe to a published calendar (ICS or webcal URL), fetched every hour',
    body: SubscribeBody,
    answer: CalendarSubscription,
    status: 201,
    tag: 'work',
  }),
  upload: endpoint({
    method: 'post',
    path: '/api/calendar-subscriptions/upload',
    summary: 'Add a calendar from an .ics file',
    body: UploadCalendarBody,
    answer: CalendarSubscription,
    status: 201,
    tag: 'work',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/calendar-subscriptions/:id',
    summary: 'Rename, recolour or reassign a subscription',
    params: IdParams,
    body: SubscriptionUpdate,
    answer: CalendarSubscription,
    tag: 'work',
  }),
  refresh: endpoint({
    method: 'post',
    path: '/api/calendar-subscriptions/:id/refresh',
    summary: 'Fetch a subscribed calendar now',
    params: IdParams,
    answer: CalendarSubscription,
    tag: 'work',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/calendar-subscriptions/:id',
    summary: 'Unsubscribe',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};
