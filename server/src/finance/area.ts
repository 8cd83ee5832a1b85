import type { Area } from '../area.js';

export const financeArea: Area = {
  name: 'finance',
  routes: [],
};
