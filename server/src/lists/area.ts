import type { Area } from '../area.js';

/** Shared lists; their documents are served by the collaboration server (plans/area.ts). */
export const listsArea: Area = {
  name: 'lists',
  routes: {
    prefixes: ['/api/list-categories', '/api/lists'],
    load: async () => (await import('./routes.js')).listsRoutes,
  },
};
