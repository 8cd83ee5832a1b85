import type { Area } from '../area.js';
import { startBackupSchedule } from './backupSchedule.js';
import { backupsOf } from './backups.service.js';
import { holdServerPresence } from '../ops/serverPresence.js';

/**
 * The server administrator's area: backups, taken by the running server, on demand and on a schedule;
 * on PostgreSQL, the presence lock that makes `npm run restore` refuse while the server runs.
 */
export const adminArea: Area = {
  name: 'admin',
  routes: {
    prefixes: ['/api/admin'],
    load: async () => (await import('./backups.routes.js')).backupRoutes,
  },
  async start({ deps }) {
    const backups = backupsOf(deps);
    backups.schedule = await startBackupSchedule(deps, backups);
    const url = deps.config.DATABASE_URL;
    const present = url ? holdServerPresence(url, deps.log) : undefined;
    return async () => {
      await backups.schedule?.stop();
      await present?.();
    };
  },
};
