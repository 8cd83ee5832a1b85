import type { Area } from '../area.js';

export const plansArea: Area = {
  name: 'plans',
  routes: [],
};
