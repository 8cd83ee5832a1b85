import { adminApi } from '@hearth/shared';
import { found } from '../http/errors.js';
import { route } from '../http/route.js';
import { backupsOf } from './backups.service.js';
import { requireServerAdmin } from './serverAdmin.js';

export const backupRoutes = [
  route(adminApi.listBackups, async ({ deps, ctx }) => {
    await requireServerAdmin(deps, ctx);
    const service = backupsOf(deps);
    return {
      backups: await service.list(),
      directory: service.dir,
      keep: deps.config.BACKUP_KEEP,
      interval_hours: deps.config.BACKUP_INTERVAL_HOURS,
      next_scheduled_at: service.schedule?.nextAt()?.toISOString() ?? null,
      last_error: service.schedule?.lastError() ?? null,
      database: deps.config.DATABASE_URL ? ('postgres' as const) : ('embedded' as const),
    };
  }),

  // The snapshot is its own read-only transaction: no request transaction around it.
  route(
    adminApi.takeBackup,
    async ({ deps, ctx }) => {
      await requireServerAdmin(deps, ctx);
      return backupsOf(deps).take('manual');
    },
    { writes: 'own' },
  ),

  route(adminApi.downloadBackup, async ({ deps, ctx, params }) => {
    await requireServerAdmin(deps, ctx);
    const file = found(await backupsOf(deps).open(params.name), 'Backup');
    ctx.type = 'application/gzip';
    ctx.length = file.size;
    ctx.attachment(params.name);
    ctx.set('cache-control', 'no-store');
    return file.stream as unknown as Uint8Array;
  }),
];
