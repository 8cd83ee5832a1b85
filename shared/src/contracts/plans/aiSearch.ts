import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { IsoDate, Money, OptionalText } from '../../http/primitives.js';
import { AiProvider, type CreateBookingBody } from './bookings.js';

export const AiSearchType = z.enum(['hotel', 'flight', 'restaurant']);
export type AiSearchType = z.infer<typeof AiSearchType>;

export const HotelResult = z.object({
  result_type: z.literal('hotel'),
  name: z.string(),
  provider: z.string(),
  location: z.string(),
  price_per_night: z.number(),
  rating: z.number(),
  amenities: z.array(z.string()),
  ai_recommendation: z.string(),
});
export const FlightResult = z.object({
  result_type: z.literal('flight'),
  airline: z.string(),
  flight_number: z.string(),
  departure: z.string(),
  arrival: z.string(),
  /** 'YYYY-MM-DD HH:MM' */
  departure_time: z.string(),
  arrival_time: z.string(),
  price: z.number(),
  stops: z.number().int(),
  class: z.string(),
  ai_recommendation: z.string(),
});
export const RestaurantResult = z.object({
  result_type: z.literal('restaurant'),
  name: z.string(),
  cuisine: z.string(),
  location: z.string(),
  price_range: z.string(),
  rating: z.number(),
  available_times: z.array(z.string()),
  ai_recommendation: z.string(),
});
export const AiResult = z.discriminatedUnion('result_type', [HotelResult, FlightResult, RestaurantResult]);
export type AiResult = z.infer<typeof AiResult>;

export const AiSearchBody = z.object({
  plan_id: z.uuid(),
  booking_type: AiSearchType.default('hotel'),
  ai_provider: AiProvider.default('chatgpt'),
  created_by: OptionalText(200),
  preferences: z
    .object({
      destination: z.string().trim().max(200).default(''),
      date: IsoDate.nullish(),
      budget: Money.nullish(),
      requirements: z.string().trim().max(1000).default(''),
    })
    .default({ destination: '', requirements: '' }),
});
export type AiSearchBody = z.input<typeof AiSearchBody>;

export const AiSearchAnswer = z.object({
  ai_provider: AiProvider,
  booking_type: AiSearchType,
  /** Always true: results are simulated, never real availability. */
  is_mock: z.literal(true),
  results: z.array(AiResult),
});
export type AiSearchAnswer = z.infer<typeof AiSearchAnswer>;

export const aiSearchApi = {
  search: endpoint({
    method: 'post',
    path: '/api/bookings/ai-search',
    summary: 'Simulated AI booking search (mocked results, labelled is_mock)',
    body: AiSearchBody,
    answer: AiSearchAnswer,
    tag: 'plans',
  }),
};

/** SPEC "Mapping of an AI result to a booking". */
export function aiResultToBooking(
  result: AiResult,
  planId: string,
  aiProvider: AiProvider,
  createdBy?: string,
): CreateBookingBody {
  const base = { plan_id: planId, ai_booking_used: true, ai_provider: aiProvider, created_by: createdBy };
  switch (result.result_type) {
    case 'hotel':
      return {
        ...base,
        booking_type: 'hotel',
        name: result.name,
        provider: result.provider,
        location: result.location,
        description: result.ai_recommendation,
        cost: result.price_per_night,
      };
    case 'flight': {
      const [date, time] = result.departure_time.split(' ');
      return {
        ...base,
        booking_type: 'flight',
        name: `${result.airline} ${result.flight_number}`,
        provider: result.airline,
        location: `${result.departure} → ${result.arrival}`,
        description: result.ai_recommendation,
        date: date || null,
        time: time || null,
        cost: result.price,
      };
    }
    case 'restaurant':
      return {
        ...base,
        booking_type: 'restaurant',
        name: result.name,
        provider: result.cuisine,
        location: result.location,
        description: result.ai_recommendation,
        cost: 0,
      };
  }
}
