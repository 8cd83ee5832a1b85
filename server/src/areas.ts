import type { Area } from './area.js';
import { authRoutes } from './auth/auth.routes.js';
import { childLoginRoutes } from './auth/childLogin.routes.js';
import { familyRoutes } from './family/family.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { workArea } from './work/area.js';
import { financeArea } from './finance/area.js';
import { plansArea } from './plans/area.js';
import { lifeArea } from './life/area.js';

/** Every area the server mounts, in one list. */
export const AREAS: Area[] = [
  { name: 'system', routes: systemRoutes },
  { name: 'auth', routes: [...authRoutes, ...childLoginRoutes] },
  { name: 'family', routes: familyRoutes },
  workArea,
  financeArea,
  plansArea,
  lifeArea,
];
