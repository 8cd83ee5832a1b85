import { z } from 'zod';
import type { Reminder } from '../contracts/life/notifications.js';

/**
 * Names of the resources whose lists the client caches. A `change` event names one of them, and every
 * open page that shows it reloads it. Feature areas add their resource names here.
 */
export const RESOURCES = [
  'family',
  'profile',
  // work
  'tasks',
  'meetings',
  'projects',
  'contacts',
  'time-entries',
  'time-clock',
  // money
  'expenses',
  'credit-cards',
  'receipts',
  'recurring-charges',
  'bank-accounts',
  'budgets',
  'security-alerts',
  'credit-score',
  // family and life
  'children',
  'school-schedules',
  'kid-activities',
  'caregivers',
  'school-contacts',
  'family-events',
  'calendar-subscriptions',
  'turn-rotations',
  'lists',
  'chores',
  'plans',
  'payment-methods',
  'wallet',
  'trackers',
  'time-blocks',
  'notification-preferences',
] as const;
export const Resource = z.enum(RESOURCES);
export type Resource = z.infer<typeof Resource>;

export const ChangeEvent = z.object({
  resource: Resource,
  action: z.enum(['created', 'updated', 'deleted']),
  id: z.string().optional(),
});
export type ChangeEvent = z.infer<typeof ChangeEvent>;

/** Who may see a change: the rooms it is emitted to. */
export type Audience = { user: string } | { family: string } | { plan: string };

/** socket.io events, server to client. */
export interface ServerToClientEvents {
  change: (e: ChangeEvent) => void;
  /** Something due now for this user (task, meeting, school run, turn change). */
  reminder: (r: Reminder) => void;
}
export type ClientToServerEvents = Record<string, never>;
