import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { endpoint } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import type { Executor } from '../db/schema.js';
import { HttpError } from './errors.js';
import { route, type Writes } from './route.js';

// A scratch table of this run only (the PostgreSQL project shares one database between test files).
const table = `route_writes_${randomUUID().slice(0, 8)}`;
const insert = (db: Executor, label: string) =>
  sql`insert into ${sql.table(table)} (label) values (${label})`.execute(db);

/** POST /api/route-test/{writes}: inserts `first`, then, if asked, `second`, then fails if asked. */
const probe = (writes: Writes) =>
  route(
    endpoint({
      method: 'post',
      path: `/api/route-test/${writes}`,
      summary: 'route plumbing probe',
      auth: false,
      body: z.object({ label: z.string(), second: z.boolean(), fail: z.boolean() }),
      answer: z.object({ ok: z.boolean() }),
    }),
    async ({ db, body }) => {
      await insert(db, body.label);
      if (body.second) await insert(db, `${body.label} again`);
      if (body.fail) throw new HttpError(409, 'Refused after writing');
      return { ok: true };
    },
    { writes },
  );

let server: RunningServer;
let client: TestClient;
const rows = async (label: string) => {
  const { rows } = await sql<{
    label: string;
  }>`select label from ${sql.table(table)} where label like ${`${label}%`}`.execute(server.deps.db);
  return rows.map((r) => r.label).sort();
};

beforeAll(async () => {
  server = await startTestServer({
    areas: [{ name: 'route-test', routes: [probe('transaction'), probe('one-statement'), probe('own')] }],
  });
  await sql`create table ${sql.table(table)} (label text not null)`.execute(server.deps.db);
  client = new TestClient(server.url);
});
afterAll(async () => {
  await sql`drop table if exists ${sql.table(table)}`.execute(server.deps.db);
  await server.close();
});

describe("route writes: 'transaction'", () => {
  it('keeps every statement of a handler that succeeds', async () => {
    const res = await client.post('/api/route-test/transaction', { label: 't1', second: true, fail: false });
    expect(res.status).toBe(200);
    expect(await rows('t1')).toEqual(['t1', 't1 again']);
  });

  it('keeps nothing of a handler that fails after writing', async () => {
    const res = await client.post('/api/route-test/transaction', { label: 't2', second: true, fail: true });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Refused after writing');
    expect(await rows('t2')).toEqual([]);
  });
});

describe("route writes: 'one-statement'", () => {
  it('runs the single statement without a transaction around it', async () => {
    const res = await client.post('/api/route-test/one-statement', {
      label: 'o1',
      second: false,
      fail: false,
    });
    expect(res.status).toBe(200);
    expect(await rows('o1')).toEqual(['o1']);
  });

  it('refuses a second statement (a route that needs two must use a transaction)', async () => {
    const res = await client.post('/api/route-test/one-statement', {
      label: 'o2',
      second: true,
      fail: false,
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('one-statement');
    expect(await rows('o2')).toEqual(['o2']);
  });
});

describe("route writes: 'own'", () => {
  it('lets the handler run several statements, each on its own', async () => {
    const res = await client.post('/api/route-test/own', { label: 'w1', second: true, fail: true });
    expect(res.status).toBe(409);
    expect(await rows('w1')).toEqual(['w1', 'w1 again']);
  });
});
