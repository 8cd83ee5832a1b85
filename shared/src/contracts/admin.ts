import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import { Timestamp } from '../http/primitives.js';

/**
 * The server administrator's endpoints. A backup holds every family on the server, so these are for the
 * server's administrator (ADMIN_EMAILS, or the first account), not a family role; to anyone else they
 * answer 404, as if they did not exist.
 */
// `auth: false`: these check their caller themselves, accepting a server administrator's session or the
// local admin token (`Authorization: Bearer`, from DATA_DIR/hearth.lock) that `npm run backup` sends.
export const BACKUP_NAME_PATTERN = /^hearth-[0-9A-Za-z-]{1,80}\.json\.gz$/;
export const BackupName = z.string().max(100).regex(BACKUP_NAME_PATTERN, 'Not the name of a backup');

export const Backup = z.object({
  name: BackupName,
  size_bytes: z.number().int().nonnegative(),
  created_at: Timestamp,
  kind: z.enum(['scheduled', 'manual']),
});
export type Backup = z.infer<typeof Backup>;

export const BackupOverview = z.object({
  backups: z.array(Backup),
  /** Where the server writes them (BACKUP_DIR). */
  directory: z.string(),
  keep: z.number().int(),
  /** 0 when scheduled backups are off. */
  interval_hours: z.number(),
  next_scheduled_at: Timestamp.nullable(),
  /** The last scheduled backup's failure, until one succeeds. */
  last_error: z.string().nullable(),
  database: z.enum(['embedded', 'postgres']),
});
export type BackupOverview = z.infer<typeof BackupOverview>;

export const adminApi = {
  listBackups: endpoint({
    method: 'get',
    path: '/api/admin/backups',
    summary: 'The backups in BACKUP_DIR and the schedule (server administrator)',
    answer: BackupOverview,
    auth: false,
    tag: 'admin',
  }),
  takeBackup: endpoint({
    method: 'post',
    path: '/api/admin/backups',
    summary: 'Take a backup now, in one snapshot of the database (server administrator)',
    answer: Backup,
    status: 201,
    auth: false,
    tag: 'admin',
  }),
  downloadBackup: endpoint({
    method: 'get',
    path: '/api/admin/backups/:name',
    summary: 'Download one backup: a gzipped JSON dump of every table (server administrator)',
    params: z.object({ name: BackupName }),
    answer: z.custom<Uint8Array>((v) => typeof v === 'object' && v !== null),
    auth: false,
    tag: 'admin',
  }),
};
