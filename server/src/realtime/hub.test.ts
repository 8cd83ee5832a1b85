import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChangeEvent } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server.close();
});

function socketOf(cookie: string | undefined, origin?: string): Socket {
  const s = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  sockets.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });

/** Collects the change events a socket receives. */
function recorder(s: Socket) {
  const seen: ChangeEvent[] = [];
  s.on('change', (e: ChangeEvent) => seen.push(e));
  return seen;
}

const eventually = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('realtime hub', () => {
  it('refuses sockets without a session or from a foreign origin', async () => {
    await expect(connected(socketOf(undefined))).rejects.toThrow();
    const u = await signedInUser(server.url);
    await expect(connected(socketOf(u.client.cookie, 'https://evil.example'))).rejects.toThrow();
  });

  it('announces family changes to the family, and moves a joining member into the new family room', async () => {
    const alice = await signedInUser(server.url, { name: 'Alice' });
    const carol: SignedInUser = await signedInUser(server.url, { name: 'Carol' });
    const stranger = await signedInUser(server.url, { name: 'Stranger' });
    const [aliceSocket, carolSocket, strangerSocket] = [alice, carol, stranger].map((u) =>
      socketOf(u.client.cookie),
    );
    await Promise.all([aliceSocket, carolSocket, strangerSocket].map((s) => connected(s!)));
    const [aliceSeen, carolSeen, strangerSeen] = [
      recorder(aliceSocket!),
      recorder(carolSocket!),
      recorder(strangerSocket!),
    ];

    const { code } = (await alice.client.post('/api/family/invites')).body;
    expect((await carol.client.post('/api/family/join', { code })).status).toBe(200);
    await eventually(() => aliceSeen.some((e) => e.resource === 'family'));

    // Carol's open socket now hears Alice's family: a fourth member joining reaches her without reconnecting.
    carolSeen.length = 0;
    const dave = await signedInUser(server.url, { name: 'Dave' });
    const second = (await alice.client.post('/api/family/invites')).body.code;
    await dave.client.post('/api/family/join', { code: second });
    await eventually(() => carolSeen.some((e) => e.resource === 'family'));
    expect(strangerSeen).toEqual([]);
  });

  it('closes the sockets of a session that signs out', async () => {
    const u = await signedInUser(server.url);
    const s = socketOf(u.client.cookie);
    await connected(s);
    const closed = new Promise<void>((resolve) => s.once('disconnect', () => resolve()));
    expect((await u.client.post('/api/auth/logout')).status).toBe(204);
    await closed;
  });
});

describe('socket.io made on first use', () => {
  it("starts on a tab's first request (a polling handshake, then an upgrade); stray upgrades are closed before and after", async () => {
    const fresh = await startTestServer();
    /** Resolves when the server ends the connection of an upgrade request to a path nobody serves. */
    const strayUpgrade = () =>
      new Promise<void>((resolve) => {
        const req = http.request(`${fresh.url}/nowhere`, {
          headers: { connection: 'upgrade', upgrade: 'websocket' },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.end();
      });
    try {
      await strayUpgrade();
      const u = await signedInUser(fresh.url);
      const tab = connect(fresh.url, {
        path: '/socket.io',
        reconnection: false,
        extraHeaders: { cookie: u.client.cookie! },
      });
      sockets.push(tab);
      await connected(tab);
      await eventually(() => tab.io.engine.transport.name === 'websocket');
      await strayUpgrade();
    } finally {
      await fresh.close();
    }
  });
});
