import { childrenRoutes } from './children.routes.js';
import { schoolScheduleRoutes } from './schoolSchedules.routes.js';
import { kidActivityRoutes } from './kidActivities.routes.js';
import { caregiverRoutes } from './caregivers.routes.js';
import { schoolContactRoutes } from './schoolContacts.routes.js';
import { profileRoutes } from './profile.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { trackerRoutes } from './trackers.routes.js';
import { timeBlockRoutes } from './timeBlocks.routes.js';
import { assistantRoutes } from './assistant.routes.js';
import { pushRoutes } from '../notify/push.routes.js';
import { onlyFor, writesOnlyFor } from '../family/familyGuard.js';

export const lifeRoutes = [
  // Every member reads the kids' hub; changing it is for adults and caregivers (the family matrix).
  ...writesOnlyFor('edit_kids', [
    ...childrenRoutes,
    ...schoolScheduleRoutes,
    ...kidActivityRoutes,
    ...caregiverRoutes,
    ...schoolContactRoutes,
  ]),
  ...profileRoutes,
  ...notificationRoutes,
  // Trackers and time blocks are work tools (not for child accounts): 403 for the others.
  ...onlyFor('use_work_tools', [...trackerRoutes, ...timeBlockRoutes]),
  ...assistantRoutes,
  ...pushRoutes,
];
