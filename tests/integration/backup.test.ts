import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { createDump, restoreDump } from '../../server/src/ops/dump.js';
import { startServer } from '../../server/src/server.js';
import { signedInUser } from '../../server/src/testing/httpClient.js';
import { startTestServer } from '../../server/src/testing/testServer.js';
import { startProcess } from './collab/processes.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'hearth-backup-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const cli = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/ops/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

/** Runs the CLI without blocking the test's own event loop; answers its exit code and output. */
const cliAsync = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/ops/cli.ts', ...args],
      { env: { ...process.env, DATABASE_URL: '', ...env }, encoding: 'utf8', timeout: 120_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a real server on an embedded database in `dataDir`, fills it through the API, and stops it. */
async function fillEmbedded(dataDir: string) {
  const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const server = await startServer(config);
  try {
    const alice = await signedInUser(server.url, { name: 'Alice' });
    await signedInUser(server.url, { name: 'Bob', inFamilyOf: alice });
  } finally {
    await server.close();
  }
}

const comparable = (d: Awaited<ReturnType<typeof createDump>>) =>
  d.tables
    .filter((t) => t.name !== 'sessions')
    .map((t) => ({ name: t.name, rows: t.rows.map((r) => JSON.stringify(r)).sort() }));

describe('backup and restore', () => {
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'round-trips the embedded database through `npm run backup` and `npm run restore`',
    async () => {
      const source = tempDir();
      await fillEmbedded(source);
      const file = path.join(tempDir(), 'hearth.json.gz');
      expect(cli(['backup', file], { DATA_DIR: source })).toMatch(/Backed up \d+ rows/);

      const target = tempDir();
      expect(cli(['restore', file], { DATA_DIR: target })).toMatch(/Restored \d+ rows/);

      const a = openDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
      const b = openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') });
      try {
        const [da, db] = [await createDump(a), await createDump(b)];
        const users = da.tables.find((t) => t.name === 'users')!;
        expect(users.rows.map((r) => r.name).sort()).toEqual(['Alice', 'Bob']);
        expect(comparable(db)).toEqual(comparable(da));
      } finally {
        await a.destroy();
        await b.destroy();
      }
    },
    300_000,
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'restores an embedded backup into a PostgreSQL server',
    async () => {
      const source = tempDir();
      await fillEmbedded(source);
      const file = path.join(tempDir(), 'hearth.json.gz');
      cli(['backup', file], { DATA_DIR: source });

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `hearth_restore_${Date.now()}`;
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        expect(cli(['restore', file], { DATABASE_URL: url.toString() })).toMatch(/Restored/);
        const a = openDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
        const b = openDatabase({ kind: 'postgres', url: url.toString() });
        try {
          expect(comparable(await createDump(b))).toEqual(comparable(await createDump(a)));
        } finally {
          await a.destroy();
          await b.destroy();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    300_000,
  );
});

/** A fresh, migrated database of the project's kind (a new PostgreSQL database, or an in-memory PGlite). */
async function freshDatabase(): Promise<{ db: Kysely<any>; url?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = openDatabase({ kind: 'pglite' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `hearth_restore_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('a backup is one snapshot', () => {
  it('taken while people sign up and join families, restores into a fresh database; timestamps keep microseconds', async () => {
    const server = await startTestServer();
    const target = await freshDatabase();
    try {
      const db = server.deps.db;
      let signing = true;
      let signedUp = 0;
      const signups = Array.from({ length: 3 }, async () => {
        while (signing) {
          const parent = await signedInUser(server.url, { name: 'Parent' });
          await signedInUser(server.url, { name: 'Partner', inFamilyOf: parent });
          signedUp += 2;
        }
      });
      const dumps = [];
      while (signedUp < 2) await new Promise((r) => setTimeout(r, 50));
      for (let i = 0; i < 4; i++) dumps.push(await createDump(db));
      signing = false;
      await Promise.all(signups);
      expect(signedUp).toBeGreaterThan(2);

      const someone = await signedInUser(server.url, { name: 'Precise' });
      const at = '2026-01-02T03:04:05.123456+00:00';
      await sql`update users set created_at = ${at}::timestamptz where id = ${someone.user.id}`.execute(db);
      dumps.push(await createDump(db));

      for (const dump of dumps) {
        const users = dump.tables.find((t) => t.name === 'users')!.rows.length;
        expect(await restoreDump(target.db, dump)).toBeGreaterThanOrEqual(users);
      }
      const precise = dumps
        .at(-1)!
        .tables.find((t) => t.name === 'users')!
        .rows.find((r) => r.id === someone.user.id);
      expect(precise!.created_at).toBe(at);
      const { rows } = await sql<{ same: boolean }>`
        select created_at = ${at}::timestamptz as same from users where id = ${someone.user.id}`.execute(
        target.db,
      );
      expect(rows).toEqual([{ same: true }]);
    } finally {
      await target.drop();
      await server.close();
    }
  }, 300_000);
});

describe.runIf(process.env.TEST_DB !== 'postgres')('backups of a running embedded server', () => {
  it('go through the server while writes go on; a second opener is refused; kill -9 loses no acknowledged write', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_INTERVAL_HOURS: '0' };
    let server = await startProcess(env);
    const writer = await signedInUser(server.url, { name: 'Writer' });
    const acknowledged: string[] = [];
    let writing = true;
    let n = 0;
    const writers = Array.from({ length: 3 }, async () => {
      while (writing) {
        const res = await writer.client.post('/api/tasks', { title: `Task ${++n}` }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(res.body.id as string);
      }
    });
    try {
      while (acknowledged.length < 30) await sleep(50);
      const beforeBackup = [...acknowledged];
      const file = path.join(tempDir(), 'live.json.gz');
      const backup = await cliAsync(['backup', file], env);
      expect(backup).toMatchObject({ code: 0, out: expect.stringContaining('through the running server') });

      // Not stale: every task acknowledged before the command ran is in it.
      const dump = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
      const backedUp = new Set(
        dump.tables.find((t: { name: string }) => t.name === 'tasks').rows.map((r: any) => r.id),
      );
      expect(beforeBackup.filter((id) => !backedUp.has(id))).toEqual([]);

      const restore = await cliAsync(['restore', file], env);
      expect(restore.code).toBe(1);
      expect(restore.out).toContain(
        `Not restored. The embedded database in ${dataDir} is in use by the Hearth server (pid ${server.child.pid}`,
      );
      const seed = await cliAsync([], { ...env });
      expect(seed.code).toBe(2);

      const afterBackup = acknowledged.length;
      while (acknowledged.length < afterBackup + 30) await sleep(50);
      await server.crash();
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    // The lock of the killed server is stale: the new one takes it over.
    server = await startProcess(env, server.port);
    try {
      const tasks = await writer.client.get('/api/tasks');
      expect(tasks.status).toBe(200);
      const stored = new Set((tasks.body as { id: string }[]).map((t) => t.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect({ acknowledged: acknowledged.length, lost: lost.length }).toEqual({
        acknowledged: acknowledged.length,
        lost: 0,
      });
    } finally {
      await server.stop();
    }
  }, 400_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('restore on PostgreSQL', () => {
  it('is refused while a Hearth server uses the database, and runs once it is stopped', async () => {
    const target = await freshDatabase();
    const file = path.join(tempDir(), 'empty.json.gz');
    try {
      writeFileSync(file, gzipSync(JSON.stringify(await createDump(target.db))));
      const env = { DATABASE_URL: target.url!, BACKUP_INTERVAL_HOURS: '0' };
      const server = await startProcess(env);
      try {
        // The server takes its presence lock just after it starts listening.
        for (;;) {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_locks where locktype = 'advisory' and mode = 'ShareLock'
              and database = (select oid from pg_database where datname = current_database())`.execute(
            target.db,
          );
          if (rows[0]!.n > 0) break;
          await sleep(100);
        }
        const refused = await cliAsync(['restore', file], env);
        expect(refused.code).toBe(1);
        expect(refused.out).toContain('Not restored: a Hearth server is using PostgreSQL at');
      } finally {
        await server.stop();
      }
      const restored = await cliAsync(['restore', file], env);
      expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('Restored 0 rows') });
    } finally {
      await target.drop();
    }
  }, 300_000);
});
