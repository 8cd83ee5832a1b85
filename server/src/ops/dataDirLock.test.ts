import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, DataDirLock, LOCK_FILE, lockHolder } from './dataDirLock.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'hearth-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data directory lock', () => {
  it('refuses a second opener with a message naming the holder, and frees on release', () => {
    const dir = tempDir();
    const first = DataDirLock.acquire(dir, 'server');
    expect(statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    let refused: unknown;
    try {
      DataDirLock.acquire(dir, 'restore');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dir} is in use by the Hearth server (pid ${process.pid}, since ` +
        `${lockHolder(dir)!.since}). Stop the server first (\`npm run backup\` works while it runs: ` +
        'the server takes the backup).',
    );
    first.release();
    expect(lockHolder(dir)).toBeUndefined();
    DataDirLock.acquire(dir, 'backup').release();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempDir();
    const pid = deadPid();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, purpose: 'server', since: '2026-01-01T00:00:00.000Z' }),
    );
    expect(lockHolder(dir)).toBeUndefined();
    const lock = DataDirLock.acquire(dir, 'restore');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'restore',
    });
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process (a restart reused it)',
    () => {
      const dir = tempDir();
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: process.pid, purpose: 'server', since: 'yesterday', proc_start: '1' }),
      );
      DataDirLock.acquire(dir, 'server').release();
    },
  );

  it('publishes the address and token to the owner only', () => {
    const dir = tempDir();
    const lock = DataDirLock.acquire(dir, 'server');
    lock.publish({ url: 'http://127.0.0.1:1', token: 'secret' });
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:1', token: 'secret' });
    expect(statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    lock.release();
  });
});
