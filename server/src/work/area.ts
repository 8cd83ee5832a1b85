import type { Area } from '../area.js';
import { startSubscriptionScheduler } from './calendar/subscriptions/subscriptions.scheduler.js';

export const workArea: Area = {
  name: 'work',
  routes: {
    prefixes: [
      '/api/analytics',
      '/api/calendar',
      '/api/calendar-subscriptions',
      '/api/contacts',
      '/api/family-events',
      '/api/meetings',
      '/api/projects',
      '/api/tasks',
      '/api/time-clock',
      '/api/time-entries',
    ],
    load: async () => (await import('./routes.js')).workRoutes,
  },
  start: ({ deps }) => startSubscriptionScheduler(deps),
};
