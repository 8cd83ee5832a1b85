import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { ClockTime, IsoDate, Money, OptionalText, RequiredText, Timestamp } from '../../http/primitives.js';

export const BookingType = z.enum(['hotel', 'flight', 'restaurant', 'activity']);
export type BookingType = z.infer<typeof BookingType>;
export const AiProvider = z.enum(['chatgpt', 'claude', 'gemini']);
export type AiProvider = z.infer<typeof AiProvider>;

export const Booking = z.object({
  id: z.string(),
  plan_id: z.uuid(),
  booking_type: BookingType,
  name: z.string(),
  description: z.string(),
  provider: z.string(),
  location: z.string(),
  date: IsoDate.nullable(),
  time: ClockTime.nullable(),
  cost: z.number(),
  created_by: z.string(),
  ai_booking_used: z.boolean(),
  ai_provider: AiProvider.nullable(),
  created_at: Timestamp,
});
export type Booking = z.infer<typeof Booking>;

export const CreateBookingBody = z.object({
  plan_id: z.uuid(),
  booking_type: BookingType.default('hotel'),
  name: RequiredText('Name'),
  description: OptionalText(),
  provider: OptionalText(200),
  location: OptionalText(300),
  date: IsoDate.nullish(),
  time: ClockTime.nullish(),
  cost: Money.refine((n) => n >= 0, 'Cost cannot be negative'),
  /** Ignored: a booking is created by the signed-in user (their name is stored). */
  created_by: OptionalText(200),
  ai_booking_used: z.boolean().default(false),
  ai_provider: AiProvider.nullish(),
});
export type CreateBookingBody = z.input<typeof CreateBookingBody>;

export const PlanIdQuery = z.object({ plan_id: z.uuid() });

export const bookingsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/bookings',
    summary: "A plan's bookings",
    query: PlanIdQuery,
    answer: z.array(Booking),
    tag: 'plans',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/bookings',
    summary: 'Add a booking to a plan',
    body: CreateBookingBody,
    answer: Booking,
    status: 201,
    tag: 'plans',
  }),
};
