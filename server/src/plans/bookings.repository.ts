import type { Executor } from '../db/schema.js';
import './plans.tables.js';

const COLUMNS = [
  'plan_id',
  'id',
  'booking_type',
  'name',
  'description',
  'provider',
  'location',
  'date',
  'time',
  'cost',
  'created_by',
  'ai_booking_used',
  'ai_provider',
  'created_at',
] as const;

/** Callers check access to the plan first (plans.policy). */
export function listBookings(db: Executor, planId: string) {
  return db
    .selectFrom('bookings')
    .select(COLUMNS)
    .where('plan_id', '=', planId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export function findBooking(db: Executor, planId: string, id: string) {
  return db
    .selectFrom('bookings')
    .select(COLUMNS)
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];
