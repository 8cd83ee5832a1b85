import type { Area } from '../area.js';
import { choreRoutes } from './chores.routes.js';
import { rewardRoutes } from './rewards.routes.js';
import { turnRotationRoutes } from './turnRotations.routes.js';

/** The family's chores (turn rotations among them), points and rewards; the document is served by plans' collab server. */
export const choresArea: Area = {
  name: 'chores',
  routes: [...choreRoutes, ...rewardRoutes, ...turnRotationRoutes],
};
