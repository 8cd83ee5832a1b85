import type { AppDeps } from '../http/deps.js';
import type { BackupService } from './backups.service.js';

const HOUR = 3_600_000;
/** Timers wake at least this often, so that long intervals and clock changes are handled by re-checking. */
const MAX_SLEEP = HOUR;
/** A server without any backup yet takes its first one soon after start. */
const FIRST_DELAY = 10 * 60_000;

export interface BackupSchedule {
  nextAt(): Date | null;
  lastError(): string | null;
  stop(): Promise<void>;
}

/**
 * Takes a backup every BACKUP_INTERVAL_HOURS, counted from the newest backup in BACKUP_DIR so that
 * restarts do not postpone it. A failed backup is logged and shown on the backups page; the schedule
 * goes on.
 */
export async function startBackupSchedule(deps: AppDeps, backups: BackupService): Promise<BackupSchedule> {
  const interval = deps.config.BACKUP_INTERVAL_HOURS * HOUR;
  let next: Date | null = null;
  let error: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const arm = () => {
    if (stopped || !next) return;
    const wait = Math.max(0, Math.min(next.getTime() - Date.now(), MAX_SLEEP));
    timer = setTimeout(tick, wait);
    timer.unref();
  };
  const tick = () => {
    if (stopped || !next) return;
    if (Date.now() < next.getTime()) return arm();
    running = backups
      .take('scheduled')
      .then(() => {
        error = null;
      })
      .catch((err: unknown) => {
        error = err instanceof Error ? err.message : String(err);
        deps.log.error({ err }, 'scheduled backup failed');
      })
      .finally(() => {
        next = new Date(Date.now() + interval);
        arm();
      });
  };

  if (interval > 0) {
    const latest = await backups.latest().catch(() => undefined);
    next = new Date(
      latest
        ? Math.max(Date.now(), latest.getTime() + interval)
        : Date.now() + Math.min(interval, FIRST_DELAY),
    );
    arm();
  }
  return {
    nextAt: () => next,
    lastError: () => error,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
