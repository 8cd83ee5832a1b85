import type { Area } from '../area.js';

/** The family's chores (turn rotations among them), points and rewards; the document is served by plans' collab server. */
export const choresArea: Area = {
  name: 'chores',
  routes: {
    prefixes: [
      '/api/chore-claims',
      '/api/chore-leaderboard',
      '/api/chore-rewards',
      '/api/chores',
      '/api/turn-rotations',
    ],
    load: async () => (await import('./routes.js')).choresRoutes,
  },
};
