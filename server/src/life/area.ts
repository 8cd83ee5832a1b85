import type { Area } from '../area.js';
import './tables.js';
import { childrenRoutes } from './children.routes.js';
import { schoolScheduleRoutes } from './schoolSchedules.routes.js';
import { kidActivityRoutes } from './kidActivities.routes.js';
import { caregiverRoutes } from './caregivers.routes.js';
import { schoolContactRoutes } from './schoolContacts.routes.js';

export const lifeArea: Area = {
  name: 'life',
  routes: [...childrenRoutes, ...schoolScheduleRoutes, ...kidActivityRoutes, ...caregiverRoutes, ...schoolContactRoutes],
};
