import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { adminApi, type AnswerOf } from '@hearth/shared';
import { backupDir, parseConfig, type Config } from '../config.js';
import { describeTarget, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseTarget } from '../server.js';
import { DataDirInUse, DataDirLock, lockHolder, type LockHolder } from './dataDirLock.js';
import { createDump, restoreDump, type Dump } from './dump.js';
import { withoutServers } from './serverPresence.js';

/**
 * `npm run backup [FILE]` and `npm run restore FILE`: a gzipped JSON dump of the whole database.
 *
 * A backup of the embedded database while the server runs is taken BY the server (its admin route,
 * with the token it keeps in DATA_DIR/hearth.lock): a second opener of a live PGlite directory loses
 * the server's writes. Without a running server the command opens the database itself, under the lock.
 * On PostgreSQL the command reads one snapshot directly. A restore needs the server stopped.
 */
const USAGE = 'Usage: npm run backup [FILE]  |  npm run restore FILE';

const defaultFile = (config: Config) =>
  path.join(backupDir(config), `hearth-${new Date().toISOString().replace(/[:.]/g, '-')}-manual.json.gz`);

/** Writes a stream to `file` whole or not at all (owner-only: a backup holds every family's data). */
async function writeWhole(file: string, source: Readable): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await pipeline(source, createWriteStream(partial, { mode: 0o600, flush: true }));
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** Asks the running server for a backup; copies it to `file` when one is given. */
async function backupThroughServer(server: LockHolder, file: string | undefined): Promise<string> {
  const headers = { authorization: `Bearer ${server.token}` };
  const taken = await fetch(`${server.url}${adminApi.takeBackup.path}`, { method: 'POST', headers });
  if (taken.status !== 201)
    throw new Error(`The server at ${server.url} refused the backup: ${taken.status} ${await taken.text()}`);
  const backup = (await taken.json()) as AnswerOf<typeof adminApi.takeBackup>;
  if (!file) return `Backed up through the running server (pid ${server.pid}) to its ${backup.name}`;
  const download = await fetch(`${server.url}/api/admin/backups/${encodeURIComponent(backup.name)}`, {
    headers,
  });
  if (!download.ok || !download.body)
    throw new Error(`Downloading ${backup.name} failed: ${download.status}`);
  await writeWhole(file, Readable.fromWeb(download.body as WebReadableStream));
  return `Backed up through the running server (pid ${server.pid}) to ${file}`;
}

async function backupDirectly(config: Config, file: string): Promise<string> {
  const target = databaseTarget(config);
  if (target.kind === 'pglite' && !existsSync(target.dataDir!))
    throw new Error(`There is no embedded database in ${path.resolve(target.dataDir!)}: nothing to back up`);
  const lock = target.kind === 'pglite' ? DataDirLock.acquire(config.DATA_DIR, 'backup') : undefined;
  const db = openDatabase(target);
  try {
    const dump = await createDump(db);
    await writeWhole(file, Readable.from([JSON.stringify(dump)]).pipe(createGzip()));
    const rows = dump.tables.reduce((n, t) => n + t.rows.length, 0);
    return `Backed up ${rows} rows of ${dump.tables.length} tables from ${describeTarget(target)} to ${file}`;
  } finally {
    await db.destroy();
    lock?.release();
  }
}

async function backup(config: Config, file: string | undefined): Promise<string> {
  if (!config.DATABASE_URL) {
    const holder = lockHolder(config.DATA_DIR);
    if (holder?.purpose === 'server' && holder.url && holder.token) return backupThroughServer(holder, file);
  }
  return backupDirectly(config, file ?? defaultFile(config));
}

async function readDump(file: string): Promise<Dump> {
  const chunks: Buffer[] = [];
  for await (const c of createReadStream(file).pipe(createGunzip())) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Dump;
}

async function restore(config: Config, file: string): Promise<string> {
  const target = databaseTarget(config);
  // Refuses while the server (or another command) has the embedded database open.
  let lock: DataDirLock | undefined;
  try {
    if (target.kind === 'pglite') lock = DataDirLock.acquire(config.DATA_DIR, 'restore');
  } catch (err) {
    if (err instanceof DataDirInUse) throw new Error(`Not restored. ${err.message}`, { cause: err });
    throw err;
  }
  const run = async () => {
    const dump = await readDump(file);
    const db = openDatabase(target);
    try {
      await migrateToLatest(db);
      const rows = await restoreDump(db, dump);
      return `Restored ${rows} rows into ${describeTarget(target)} from ${file} (made ${dump.created_at})`;
    } finally {
      await db.destroy();
    }
  };
  try {
    // On PostgreSQL a running server holds a shared advisory lock: refuse while one does.
    return target.kind === 'postgres'
      ? await withoutServers(target.url, describeTarget(target), run)
      : await run();
  } finally {
    lock?.release();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = parseConfig(process.env);
  if (command === 'backup') console.log(await backup(config, file));
  else if (command === 'restore' && file) console.log(await restore(config, file));
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
