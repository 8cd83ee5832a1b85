import http from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

/** Small defects of the outside review: text PostgreSQL cannot store, the spec's avatar PUT, the CSP. */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://hearth.home.example' } });
});
afterAll(() => server.close());

/** A raw request with any Host and Origin (fetch cannot set Host). */
function raw(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${server.url}${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in turn-rotation participants (array or text) with 400, never 500', async () => {
    const u = await signedInUser(server.url);
    for (const participants of [['Ann', 'B\u0000ob'], 'Ann, B\u0000ob']) {
      const r = await u.client.post('/api/turn-rotations', { task_name: 'Dishes', participants });
      expect(r.status).toBe(400);
      expect(r.body.detail).toMatch(/participants.*NUL/);
    }
    const task = await u.client.post('/api/tasks', { title: 'Milk\u0000' });
    expect(task.status).toBe(400);
    expect(task.body.errors[0].path).toBe('body.title');
  });

  it('refuses a lone surrogate (escaped in the JSON) with 400 instead of storing U+FFFD', async () => {
    const u = await signedInUser(server.url);
    for (const title of ['Broken \\ud800 text', 'Broken \\udc00', 'End \\ud83d']) {
      const r = await raw(
        'POST',
        '/api/tasks',
        { cookie: u.client.cookie!, 'content-type': 'application/json', origin: server.url },
        `{"title":"${title}"}`,
      );
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).detail).toMatch(/unpaired surrogate/);
    }
    const list = await u.client.get('/api/tasks');
    expect(list.body).toEqual([]);
    // A surrogate pair (an emoji) is text like any other.
    const ok = await u.client.post('/api/tasks', { title: 'Party 🎉' });
    expect(ok.status).toBe(201);
    expect((await u.client.get('/api/tasks')).body[0].title).toBe('Party 🎉');
  });
});

describe('request bodies that are not UTF-8 JSON', () => {
  const post = (cookie: string, body: Buffer | string) =>
    raw('POST', '/api/tasks', { cookie, 'content-type': 'application/json', origin: server.url }, body);
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

  it('refuses raw invalid UTF-8 with 400 and a detail instead of storing U+FFFD', async () => {
    const u = await signedInUser(server.url);
    const invalid = {
      'Latin-1 é': [0xe9],
      'lone continuation byte': [0x80],
      'overlong slash': [0xc0, 0xaf],
      'truncated emoji': [0xf0, 0x9f, 0x98],
      'encoded surrogate (CESU-8)': [0xed, 0xa0, 0x80],
      'beyond U+10FFFF': [0xf4, 0x90, 0x80, 0x80],
    };
    for (const [what, seq] of Object.entries(invalid)) {
      const r = await post(u.client.cookie!, bytes('{"title":"Caf', seq, '"}'));
      expect(r.status, what).toBe(400);
      expect(JSON.parse(r.body).detail, what).toBe('The request body is not valid UTF-8');
    }
    expect((await u.client.get('/api/tasks')).body).toEqual([]);
    // The same text in valid UTF-8 (and a real U+FFFD typed by someone) is stored as sent.
    const ok = await post(u.client.cookie!, bytes('{"title":"Caf', [0xc3, 0xa9], ' \ufffd"}'));
    expect(ok.status).toBe(201);
    expect((await u.client.get('/api/tasks')).body[0].title).toBe('Café \ufffd');
  });

  it('refuses what is not a JSON object, and prototype keys, with 400 and a detail', async () => {
    const u = await signedInUser(server.url);
    for (const [body, detail] of [
      ['{"title":', /not valid JSON/],
      ['"just a string"', /JSON object or array/],
      ['{"title":"x","__proto__":{"admin":true}}', /__proto__/],
      ['{"title":"x","\\u005f_proto__":{"admin":true}}', /__proto__/],
    ] as const) {
      const r = await post(u.client.cookie!, body);
      expect(r.status, body).toBe(400);
      expect(JSON.parse(r.body).detail, body).toMatch(detail);
    }
    expect((await u.client.get('/api/tasks')).body).toEqual([]);
  });
});

describe('request bodies as sent on the wire', () => {
  const post = (cookie: string, headers: Record<string, string>, body: Buffer) =>
    raw(
      'POST',
      '/api/tasks',
      { cookie, 'content-type': 'application/json', origin: server.url, ...headers },
      body,
    );

  it('reads a gzip or deflate body and refuses another Content-Encoding with 415', async () => {
    const u = await signedInUser(server.url);
    const json = Buffer.from('{"title":"Zipped"}');
    expect((await post(u.client.cookie!, { 'content-encoding': 'gzip' }, gzipSync(json))).status).toBe(201);
    expect((await post(u.client.cookie!, { 'content-encoding': 'deflate' }, deflateSync(json))).status).toBe(
      201,
    );
    expect((await post(u.client.cookie!, { 'content-encoding': 'compress' }, json)).status).toBe(415);
    expect((await u.client.get('/api/tasks')).body.map((t: { title: string }) => t.title)).toEqual([
      'Zipped',
      'Zipped',
    ]);
  });
});

describe('PUT /api/profile as the spec calls it', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#226699' } })
      .png()
      .toBuffer();

  it('needs a session, and something to change', async () => {
    expect(
      (await new TestClient(server.url).put('/api/profile', { avatar_url: null, avatar_type: 'default' }))
        .status,
    ).toBe(401);
    const u = await signedInUser(server.url);
    expect((await u.client.put('/api/profile', {})).status).toBe(400);
    expect((await u.client.put('/api/profile', { avatar_type: 'uploaded' })).status).toBe(400);
  });

  it('changes only the avatar when only avatar_url and avatar_type are sent', async () => {
    const u = await signedInUser(server.url, { name: 'Avery' });
    await u.client.put('/api/profile', { role: 'Parent' });
    const up = await u.client.post('/api/profile/avatar', { image_base64: (await png()).toString('base64') });
    expect(up.status).toBe(200);
    const url = up.body.avatar_url as string;

    const reset = await u.client.put('/api/profile', { avatar_url: null, avatar_type: 'default' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      name: 'Avery',
      email: u.email,
      role: 'Parent',
      avatar_type: 'default',
    });
    expect(reset.body.avatar_url).toBeNull();
    expect((await u.client.get(url)).status).toBe(404);

    const again = await u.client.post('/api/profile/avatar', {
      image_base64: (await png()).toString('base64'),
    });
    const set = await u.client.put('/api/profile', {
      avatar_url: again.body.avatar_url,
      avatar_type: 'uploaded',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ name: 'Avery', role: 'Parent', avatar_type: 'uploaded' });
  });

  it("refuses an outside URL or another user's avatar (400), changing nothing", async () => {
    const u = await signedInUser(server.url);
    const sib = await signedInUser(server.url, { inFamilyOf: u });
    const theirs = await sib.client.post('/api/profile/avatar', {
      image_base64: (await png()).toString('base64'),
    });
    for (const avatar_url of [
      'https://evil.example/a.png',
      theirs.body.avatar_url,
      `/api/avatars/${u.user.id}`,
    ]) {
      const r = await u.client.put('/api/profile', { avatar_url, avatar_type: 'uploaded' });
      expect(r.status).toBe(400);
    }
    expect((await u.client.get('/api/profile')).body).toMatchObject({
      avatar_type: 'default',
      avatar_url: null,
    });
  });
});

describe('Content-Security-Policy', () => {
  const connectSrc = (csp: string | string[] | undefined) =>
    String(csp)
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))!
      .trim()
      .split(/\s+/)
      .slice(1);

  it('lets the page connect to its own WebSocket origins only, never any ws/wss host', async () => {
    const port = new URL(server.url).port;
    const r = await raw('GET', '/', { host: `127.0.0.1:${port}` });
    const src = connectSrc(r.headers['content-security-policy']);
    expect(src).not.toContain('ws:');
    expect(src).not.toContain('wss:');
    expect(src).toEqual(
      expect.arrayContaining(["'self'", 'wss://hearth.home.example', `ws://127.0.0.1:${port}`]),
    );
    expect(src.every((s) => s === "'self'" || /^wss?:\/\/[^*]+$/.test(s))).toBe(true);
  });

  it('leaves a Host header that is not a plain host out of the policy', async () => {
    const r = await raw('GET', '/', { host: 'evil.example; script-src *' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).not.toContain('evil.example');
    expect(connectSrc(csp)).toEqual(["'self'", 'wss://hearth.home.example']);
  });
});
