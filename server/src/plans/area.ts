import type { Area } from '../area.js';
import { attachCollabServer } from '../collab/wsServer.js';
import { connectUpdateBus } from '../collab/redisBus.js';
import { attachRedisAdapter } from '../realtime/redisAdapter.js';
import { collabOf } from './collab.js';
import { planRoutes } from './plans.routes.js';
import { bookingRoutes } from './bookings.routes.js';
import { aiSearchRoutes } from './aiSearch.routes.js';
import { sharedExpenseRoutes } from './sharedExpenses.routes.js';
import { invitationRoutes } from './invitations.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { onlyFor } from '../family/familyGuard.js';
import { planFollowRoutes } from './follows.routes.js';

export const plansArea: Area = {
  name: 'plans',
  // Plans are for the roles the family matrix allows (not child accounts): 403 for the others.
  routes: onlyFor('family_plans', [
    ...planRoutes,
    ...aiSearchRoutes,
    ...bookingRoutes,
    ...sharedExpenseRoutes,
    ...invitationRoutes,
    ...walletRoutes,
    ...planFollowRoutes,
  ]),
  /** The Yjs collaboration server on /yjs, and with REDIS_URL the cross-process fan-out. */
  async start({ server, deps, realtime }) {
    const collab = collabOf(deps);
    const stopWs = attachCollabServer(server, deps, collab);
    const url = deps.config.REDIS_URL;
    const stopBus = url ? await connectUpdateBus(url, collab, deps.log) : undefined;
    const stopAdapter = url ? await attachRedisAdapter(await realtime.start(), url, deps.log) : undefined;
    return async () => {
      await stopWs();
      await stopBus?.();
      await stopAdapter?.();
      collab.close();
    };
  },
};
