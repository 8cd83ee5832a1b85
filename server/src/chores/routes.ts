import { choreRoutes } from './chores.routes.js';
import { rewardRoutes } from './rewards.routes.js';
import { turnRotationRoutes } from './turnRotations.routes.js';

export const choresRoutes = [...choreRoutes, ...rewardRoutes, ...turnRotationRoutes];
