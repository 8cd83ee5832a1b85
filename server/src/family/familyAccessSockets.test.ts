import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { CLOSE, choresDocName } from '@hearth/shared';
import { openTestDatabase, startTestServer } from '../testing/testServer.js';
import { editor, familyPlan, synced, waitFor, type Editor } from '../collab/testing.js';
import type { Database } from '../db/schema.js';
import type { RunningServer } from '../server.js';

// A member who loses a family document (removed, left, or given a role without family plans) has their
// Yjs sockets to it closed at once (4403), not at the 30 s access sweep; on every process with Redis.
let server: RunningServer;
const editors: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  editors.forEach((e) => e.destroy());
  await server.close();
});

async function open(baseUrl: string, name: string, cookie: string | undefined): Promise<Editor> {
  const ed = editor(baseUrl, name, cookie);
  editors.push(ed);
  await synced(ed);
  return ed;
}

/** Closed by the server as forbidden within `ms`, well under the 30 s sweep. */
const refusedWithin = (ed: Editor, ms = 3000) =>
  waitFor(() => ed.closes.includes(CLOSE.forbidden), ms, 'the socket to close with 4403');

/** Alice's family_only plan and the family's chores (turn rotations included), both open in Bob's and Alice's editors. */
async function bobEditing(baseUrl = server.url, bobsUrl = baseUrl) {
  const { a, b, plan, name } = await familyPlan(baseUrl);
  const rotations = choresDocName(a.user.family_id);
  const bob = {
    plan: await open(bobsUrl, name, b.client.cookie),
    rotations: await open(bobsUrl, rotations, b.client.cookie),
  };
  const alice = await open(baseUrl, name, a.client.cookie);
  return { a, b, plan, bob, alice };
}

describe("losing a family's documents closes their sockets at once", () => {
  it('when the member is removed', async () => {
    const { a, b, bob, alice } = await bobEditing();
    expect((await a.client.delete(`/api/family/members/${b.user.id}`)).status).toBe(200);
    await Promise.all([refusedWithin(bob.plan), refusedWithin(bob.rotations)]);
    expect(alice.closes).toEqual([]);
  });

  it('when the member leaves', async () => {
    const { b, bob } = await bobEditing();
    expect((await b.client.post('/api/family/leave')).status).toBe(200);
    await Promise.all([refusedWithin(bob.plan), refusedWithin(bob.rotations)]);
  });

  it('when a role change takes family plans away, and not when it keeps them', async () => {
    const { a, b, bob } = await bobEditing();
    const role = (r: string) => a.client.put(`/api/family/members/${b.user.id}/role`, { role: r });
    expect((await role('teen')).status).toBe(200);
    // Give a recheck the time to (wrongly) close; the sockets are still open and still editing.
    await new Promise((r) => setTimeout(r, 300));
    expect(bob.plan.closes).toEqual([]);
    expect(bob.rotations.closes).toEqual([]);
    expect((await role('child')).status).toBe(200);
    await refusedWithin(bob.plan);
    // A child keeps the family's chores (they see their own there).
    expect(bob.rotations.closes).toEqual([]);
    // And the door stays shut: a new socket is refused too.
    const again = editor(server.url, bob.plan.provider.roomname, b.client.cookie);
    editors.push(again);
    await refusedWithin(again);
  });
});

// Two processes over one database, with Redis between them (skipped without a reachable Redis).
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const c = createClient({ url: REDIS, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.quit();
    return true;
  } catch {
    return false;
  }
}
const withRedis = await redisReachable();
if (!withRedis) console.info(`cross-process family access tests skipped: no Redis at ${REDIS}`);

describe.skipIf(!withRedis)('across processes (REDIS_URL)', () => {
  let db: Database;
  let one: RunningServer;
  let two: RunningServer;
  beforeAll(async () => {
    db = openTestDatabase();
    one = await startTestServer({ db, env: { REDIS_URL: REDIS } });
    two = await startTestServer({ db, env: { REDIS_URL: REDIS } });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.destroy();
  });

  it('a removal on one process closes the member’s sockets on the other at once', async () => {
    const { a, b, bob } = await bobEditing(one.url, two.url);
    expect((await a.client.delete(`/api/family/members/${b.user.id}`)).status).toBe(200);
    await Promise.all([refusedWithin(bob.plan), refusedWithin(bob.rotations)]);
  });
});
