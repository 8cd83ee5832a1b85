import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * One opener at a time for the embedded database: a second PGlite on a live data directory corrupts
 * what the first one writes. The holder (the server, or a backup/restore/seed command) keeps
 * DATA_DIR/hearth.lock with its pid; a lock whose process is gone is stale and taken over. The file is
 * readable by its owner only: the running server also puts there its address and the admin token the
 * CLI uses to ask it for a backup.
 */
export const LOCK_FILE = 'hearth.lock';

export type LockPurpose = 'server' | 'backup' | 'restore' | 'seed';

export interface LockHolder {
  pid: number;
  purpose: LockPurpose;
  since: string;
  /** The process's start time (Linux), so that a pid reused after a crash or reboot is not taken for the holder. */
  proc_start?: string;
  url?: string;
  token?: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const server = holder.purpose === 'server';
    const what = server ? 'the Hearth server' : `\`npm run ${holder.purpose}\``;
    const hint = server
      ? 'Stop the server first (`npm run backup` works while it runs: the server takes the backup)'
      : 'Try again when it has finished';
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by ${what} ` +
        `(pid ${holder.pid}, since ${holder.since}). ${hint}.`,
    );
  }
}

function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(holder.pid);
  return !(holder.proc_start && start && start !== holder.proc_start);
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function readHolder(file: string): LockHolder | undefined {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(h.pid) ? h : undefined;
  } catch {
    return undefined;
  }
}

/** The live holder of the data directory's lock, if any. */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(lockPath(dataDir));
  return holder && isAlive(holder) ? holder : undefined;
}

export class DataDirLock {
  private constructor(
    private readonly file: string,
    private holder: LockHolder,
  ) {}

  /** Takes the lock or throws DataDirInUse; a stale lock (its process gone) is taken over. */
  static acquire(dataDir: string, purpose: LockPurpose): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const file = lockPath(dataDir);
    const holder: LockHolder = {
      pid: process.pid,
      purpose,
      since: new Date().toISOString(),
      proc_start: processStart(process.pid),
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, JSON.stringify(holder));
        closeSync(fd);
        return new DataDirLock(file, holder);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const current = readHolder(file);
      if (current && isAlive(current)) throw new DataDirInUse(dataDir, current);
      if (!current && youngerThan(file, 5000)) throw new DataDirInUse(dataDir, unknownHolder());
      removeStale(file, current);
    }
    throw new Error(`Could not take the lock ${file}`);
  }

  /** Adds the running server's address and admin token (owner-readable file, replaced atomically). */
  publish(extra: Pick<LockHolder, 'url' | 'token'>): void {
    this.holder = { ...this.holder, ...extra };
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.holder), { mode: 0o600 });
    renameSync(tmp, this.file);
  }

  release(): void {
    if (readHolder(this.file)?.pid !== this.holder.pid) return;
    try {
      unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }
}

/** A fresh random admin token for the CLI to present. */
export const newAdminToken = () => randomBytes(32).toString('base64url');

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

const unknownHolder = (): LockHolder => ({ pid: 0, purpose: 'server', since: 'just now' });

/**
 * Moves the stale lock aside before deleting it; if what was moved is not the stale lock judged (another
 * opener replaced it meanwhile), it is put back and the next attempt meets it.
 */
function removeStale(file: string, judged: LockHolder | undefined): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  if (judged && moved && (moved.pid !== judged.pid || moved.since !== judged.since)) {
    try {
      renameSync(aside, file);
    } catch {
      /* the other opener's lock is gone too */
    }
    return;
  }
  unlinkSync(aside);
}
