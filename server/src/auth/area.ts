import type { Area } from '../area.js';
import { accountRoutes } from './account.routes.js';
import { authRoutes } from './auth.routes.js';
import { childLoginRoutes } from './childLogin.routes.js';
import { connectSessionBus } from './sessionBus.js';

export const authArea: Area = {
  name: 'auth',
  routes: [...authRoutes, ...accountRoutes, ...childLoginRoutes],
  /** With REDIS_URL, ended sessions and changed users reach every server process at once. */
  async start({ deps }) {
    const url = deps.config.REDIS_URL;
    return url ? await connectSessionBus(url, deps.sessions, deps.log) : () => undefined;
  },
};
