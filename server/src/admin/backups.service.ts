import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BACKUP_NAME_PATTERN, type Backup } from '@hearth/shared';
import { backupDir } from '../config.js';
import type { AppDeps } from '../http/deps.js';
import { createDump } from '../ops/dump.js';
import type { BackupSchedule } from './backupSchedule.js';

type Kind = Backup['kind'];

const nameFor = (at: Date, kind: Kind) => `hearth-${at.toISOString().replace(/[:.]/g, '-')}-${kind}.json.gz`;

const kindOf = (name: string): Kind => (name.endsWith('-scheduled.json.gz') ? 'scheduled' : 'manual');

/**
 * The backups the running server takes into BACKUP_DIR: one at a time (requests queue), each a
 * snapshot of the whole database written to a temporary file and renamed when complete, so a listed
 * backup is always whole. After each one only the newest BACKUP_KEEP are kept.
 */
export class BackupService {
  readonly dir: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Set by the admin area when the server runs scheduled backups. */
  schedule?: BackupSchedule;

  constructor(private readonly deps: AppDeps) {
    this.dir = path.resolve(backupDir(deps.config));
  }

  take(kind: Kind): Promise<Backup> {
    const run = this.queue.then(() => this.write(kind));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(kind: Kind): Promise<Backup> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const dump = await createDump(this.deps.db);
    const name = nameFor(new Date(), kind);
    const file = path.join(this.dir, name);
    const partial = `${file}.partial`;
    try {
      // Owner-only: a backup holds every family's data and password hashes. `flush` syncs it to disk.
      await pipeline(
        Readable.from([JSON.stringify(dump)]),
        createGzip(),
        createWriteStream(partial, { mode: 0o600, flush: true }),
      );
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    await this.prune();
    const rows = dump.tables.reduce((n, t) => n + t.rows.length, 0);
    this.deps.log.info({ backup: file, rows }, 'backup written');
    return this.describe(name);
  }

  /** Newest first. */
  async list(): Promise<Backup[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => BACKUP_NAME_PATTERN.test(n));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const all = await Promise.all(names.map((n) => this.describe(n).catch(() => undefined)));
    return all
      .filter((b): b is Backup => b !== undefined)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
  }

  private async describe(name: string): Promise<Backup> {
    const s = await stat(path.join(this.dir, name));
    return { name, size_bytes: s.size, created_at: s.mtime.toISOString(), kind: kindOf(name) };
  }

  /** Deletes all but the newest BACKUP_KEEP. */
  private async prune(): Promise<void> {
    const old = (await this.list()).slice(this.deps.config.BACKUP_KEEP);
    await Promise.all(old.map((b) => rm(path.join(this.dir, b.name), { force: true })));
  }

  /** A stream of one backup, or undefined when there is no such file (the name is checked by the contract). */
  async open(name: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    if (!BACKUP_NAME_PATTERN.test(name)) return undefined;
    const file = path.join(this.dir, name);
    try {
      const s = await stat(file);
      if (!s.isFile()) return undefined;
      return { stream: createReadStream(file), size: s.size };
    } catch {
      return undefined;
    }
  }

  /** The newest backup's time, to continue the schedule across restarts. */
  async latest(): Promise<Date | undefined> {
    const [newest] = await this.list();
    return newest ? new Date(newest.created_at) : undefined;
  }
}

const services = new WeakMap<AppDeps, BackupService>();

/** The backup service of one running server (tests run several in one process). */
export function backupsOf(deps: AppDeps): BackupService {
  let s = services.get(deps);
  if (!s) services.set(deps, (s = new BackupService(deps)));
  return s;
}
