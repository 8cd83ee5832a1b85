import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { io as connect } from 'socket.io-client';
import { startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import type { RunningServer } from '../../../server/src/server.js';

/**
 * CSRF defence (DESIGN.md §3): every state-changing route of the OpenAPI document and both WebSocket
 * upgrades refuse a foreign Origin, even with a valid session cookie.
 */
const EVIL = 'https://evil.example';
let server: RunningServer;
let user: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server.url, { name: 'Origin' });
});
afterAll(() => server?.close());

describe('foreign Origin', () => {
  it('is refused with 403 on every state-changing route, before anything is read or written', async () => {
    const doc = (await user.client.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'get')
        .map((m) => [m, path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000')] as const),
    );
    expect(ops.length).toBeGreaterThan(40);
    const before = (await user.client.get('/api/tasks')).body;
    for (const [method, path] of ops) {
      const res = await user.client.request(
        method.toUpperCase(),
        path,
        method === 'delete' ? undefined : { title: 'csrf', name: 'csrf' },
        { origin: EVIL },
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await user.client.get('/api/tasks')).body).toEqual(before);
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });

  it('is refused on the collaboration WebSocket upgrade', async () => {
    const plan = (await user.client.post('/api/plans', { name: 'Origin plan', start_date: '2030-01-01' }))
      .body;
    const url = `${server.url.replace('http', 'ws')}/yjs/plan:${plan.id}`;
    const outcome = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, { headers: { cookie: user.client.cookie!, origin } });
        ws.on('open', () => {
          resolve('open');
          ws.close();
        });
        ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
        ws.on('close', (code) => resolve(`close ${code}`));
        ws.on('error', () => resolve('error'));
      });
    expect(await outcome(server.url)).toBe('open');
    expect(await outcome(EVIL)).not.toBe('open');
  });

  it('is refused on the socket.io handshake', async () => {
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const s = connect(server.url, {
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: { cookie: user.client.cookie!, origin },
        });
        s.on('connect', () => {
          resolve('connected');
          s.close();
        });
        s.on('connect_error', () => {
          resolve('refused');
          s.close();
        });
      });
    expect(await attempt(server.url)).toBe('connected');
    expect(await attempt(EVIL)).toBe('refused');
  });
});
