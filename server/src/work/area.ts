import type { Area } from '../area.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { familyEventRoutes } from '../life/familyEvents.routes.js';
import { conflictRoutes } from './calendar/conflicts.routes.js';
import { subscriptionRoutes } from './calendar/subscriptions/subscriptions.routes.js';
import { startSubscriptionScheduler } from './calendar/subscriptions/subscriptions.scheduler.js';
import { contactRoutes } from './contacts/contacts.routes.js';
import { meetingRoutes } from './meetings/meetings.routes.js';
import { projectRoutes } from './projects/projects.routes.js';
import { taskRoutes } from './tasks/tasks.routes.js';
import { timeClockRoutes } from './timeClock/timeClock.routes.js';
import { timeEntryRoutes } from './timeEntries/timeEntries.routes.js';

export const workArea: Area = {
  name: 'work',
  routes: [
    ...taskRoutes,
    ...meetingRoutes,
    ...projectRoutes,
    ...contactRoutes,
    ...timeEntryRoutes,
    ...timeClockRoutes,
    ...calendarRoutes,
    ...familyEventRoutes,
    ...subscriptionRoutes,
    ...conflictRoutes,
    ...analyticsRoutes,
  ],
  start: ({ deps }) => startSubscriptionScheduler(deps),
};
