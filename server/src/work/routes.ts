import { analyticsRoutes } from './analytics/analytics.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { familyEventRoutes } from '../life/familyEvents.routes.js';
import { conflictRoutes } from './calendar/conflicts.routes.js';
import { subscriptionRoutes } from './calendar/subscriptions/subscriptions.routes.js';
import { contactRoutes } from './contacts/contacts.routes.js';
import { meetingRoutes } from './meetings/meetings.routes.js';
import { projectRoutes } from './projects/projects.routes.js';
import { taskRoutes } from './tasks/tasks.routes.js';
import { timeClockRoutes } from './timeClock/timeClock.routes.js';
import { timeEntryRoutes } from './timeEntries/timeEntries.routes.js';
import { onlyFor } from '../family/familyGuard.js';

export const workRoutes = [
  // The work tools are for the roles the family matrix allows (not child accounts): 403 for the others.
  ...onlyFor('use_work_tools', [
    ...taskRoutes,
    ...projectRoutes,
    ...contactRoutes,
    ...timeEntryRoutes,
    ...timeClockRoutes,
  ]),
  // The dashboard's figures belong to the hub pages, which child accounts do not have.
  ...onlyFor('use_family_hub', analyticsRoutes),
  // The calendar is everyone's: its meetings ("My meeting") and family events are added from it.
  ...meetingRoutes,
  ...calendarRoutes,
  ...familyEventRoutes,
  ...subscriptionRoutes,
  ...conflictRoutes,
];
