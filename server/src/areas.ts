import type { Area } from './area.js';
import { authArea } from './auth/area.js';
import { adminArea } from './admin/area.js';
import { familyRoutes } from './family/family.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { workArea } from './work/area.js';
import { financeArea } from './finance/area.js';
import { plansArea } from './plans/area.js';
import { choresArea } from './chores/area.js';
import { lifeArea } from './life/area.js';
import { listsArea } from './lists/area.js';

/** Every area the server mounts, in one list. */
export const AREAS: Area[] = [
  { name: 'system', routes: systemRoutes },
  authArea,
  { name: 'family', routes: familyRoutes },
  workArea,
  financeArea,
  plansArea,
  choresArea,
  lifeArea,
  listsArea,
  adminArea,
];
