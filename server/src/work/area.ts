import type { Area } from '../area.js';

export const workArea: Area = {
  name: 'work',
  routes: [],
};
