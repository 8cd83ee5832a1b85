import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectIo, type Socket } from 'socket.io-client';
import { createClient } from 'redis';
import { CLOSE } from '@hearth/shared';
import { openTestDatabase, startTestServer } from '../testing/testServer.js';
import { TestClient, type SignedInUser } from '../testing/httpClient.js';
import { editor, familyPlan, synced, waitFor, type Editor } from '../collab/testing.js';
import type { Database } from '../db/schema.js';
import type { RunningServer } from '../server.js';

// Ending a session closes its Yjs and socket.io sockets at once (not at the 30 s access sweep), and the
// session's token stops working on the very next request, on this process and (Redis) on the others.
let server: RunningServer;
const editors: Editor[] = [];
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  editors.forEach((e) => e.destroy());
  sockets.forEach((s) => s.close());
  await server.close();
});

/** A real y-websocket client and a socket.io client on the session of `cookie`, both connected. */
async function openSockets(baseUrl: string, name: string, cookie: string | undefined) {
  const ed = editor(baseUrl, name, cookie);
  editors.push(ed);
  const io = connectIo(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  sockets.push(io);
  await Promise.all([synced(ed), new Promise<void>((r) => io.once('connect', () => r()))]);
  let ioClosed = false;
  io.on('disconnect', () => (ioClosed = true));
  return {
    ed,
    /** Both closed by the server within `ms` (well under the 30 s sweep). */
    closedWithin: (ms: number) =>
      waitFor(() => ed.closes.includes(CLOSE.unauthenticated) && ioClosed, ms, 'sockets to close'),
    stillOpen: () => ed.closes.length === 0 && !ioClosed,
  };
}

async function secondDevice(u: SignedInUser, baseUrl = server.url) {
  const c = new TestClient(baseUrl);
  expect((await c.post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(200);
  return c;
}

describe('ending a session closes its sockets at once', () => {
  it('on sign-out', async () => {
    const { a, name } = await familyPlan(server.url);
    const s = await openSockets(server.url, name, a.client.cookie);
    expect((await a.client.post('/api/auth/logout')).status).toBe(204);
    await s.closedWithin(3000);
  });

  it('on a password change: the other sessions close, this one stays', async () => {
    const { a, name } = await familyPlan(server.url);
    const phone = await secondDevice(a);
    const onPhone = await openSockets(server.url, name, phone.cookie);
    const here = await openSockets(server.url, name, a.client.cookie);
    const res = await a.client.post('/api/auth/password', {
      current_password: a.password,
      new_password: 'another long password',
    });
    expect(res.status).toBe(204);
    await onPhone.closedWithin(3000);
    expect(here.stillOpen()).toBe(true);
  });

  it('on sign out everywhere, and on signing out one other session', async () => {
    const { a, name } = await familyPlan(server.url);
    const phone = await secondDevice(a);
    const onPhone = await openSockets(server.url, name, phone.cookie);
    const list = (await a.client.get('/api/auth/sessions')).body.sessions as {
      id: string;
      current: boolean;
    }[];
    expect((await a.client.delete(`/api/auth/sessions/${list.find((x) => !x.current)!.id}`)).status).toBe(
      204,
    );
    await onPhone.closedWithin(3000);

    const here = await openSockets(server.url, name, a.client.cookie);
    expect((await a.client.delete('/api/auth/sessions')).status).toBe(204);
    await here.closedWithin(3000);
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
if (!withRedis) console.info(`cross-process session tests skipped: no Redis at ${REDIS}`);

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

  it('a sign-out on one process ends the session on the other at once, cache and sockets', async () => {
    const { a, name } = await familyPlan(one.url);
    const onTwo = new TestClient(two.url);
    onTwo.cookie = a.client.cookie;
    expect((await onTwo.get('/api/auth/me')).status).toBe(200); // cached on process two
    const s = await openSockets(two.url, name, a.client.cookie);
    expect((await a.client.post('/api/auth/logout')).status).toBe(204);
    await s.closedWithin(3000);
    expect((await onTwo.get('/api/auth/me')).status).toBe(401);
  });
});
