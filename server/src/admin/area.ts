import type { Area } from '../area.js';
import { startBackupSchedule } from './backupSchedule.js';
import { backupRoutes } from './backups.routes.js';
import { backupsOf } from './backups.service.js';

/** The server administrator's area: backups, taken by the running server, on demand and on a schedule. */
export const adminArea: Area = {
  name: 'admin',
  routes: backupRoutes,
  async start({ deps }) {
    const backups = backupsOf(deps);
    backups.schedule = await startBackupSchedule(deps, backups);
    return () => backups.schedule?.stop();
  },
};
