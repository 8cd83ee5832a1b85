import type { Area } from '../area.js';
import './tables.js';
import { startReminderScheduler } from './reminders.js';

export interface LifeAreaOptions {
  /** How often reminders are checked; overrides REMINDER_INTERVAL_SECONDS (tests shorten it). */
  reminderIntervalMs?: number;
}

export function createLifeArea(options: LifeAreaOptions = {}): Area {
  return {
    name: 'life',
    routes: {
      prefixes: [
        '/api/ai',
        '/api/avatars',
        '/api/caregivers',
        '/api/children',
        '/api/kid-activities',
        '/api/notification-preferences',
        '/api/profile',
        '/api/push',
        '/api/school-contacts',
        '/api/school-schedules',
        '/api/time-blocks',
        '/api/trackers',
      ],
      load: async () => (await import('./routes.js')).lifeRoutes,
    },
    start: ({ deps, realtime }) => {
      const intervalMs = options.reminderIntervalMs ?? deps.config.REMINDER_INTERVAL_SECONDS * 1000;
      return intervalMs > 0 ? startReminderScheduler(deps, realtime, intervalMs) : async () => {};
    },
  };
}

export const lifeArea = createLifeArea();
