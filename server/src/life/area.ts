import type { Area } from '../area.js';

export const lifeArea: Area = {
  name: 'life',
  routes: [],
};
