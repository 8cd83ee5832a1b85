import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anon = () => new TestClient(server.url);
const signup = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/api/auth/signup', { name: 'Ada', email: uniqueEmail('ada'), password: 'long enough pw', ...body });

describe('sign-up', () => {
  it('creates an unverified user in a new family with defaults and a demo token', async () => {
    const email = uniqueEmail('ada');
    const res = await signup(anon(), { email, theme: 'bold' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Ada',
      email,
      username: email.split('@')[0],
      theme: 'bold',
      wallpaper: 'gradient-1',
      verified: false,
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.body.verification_token).toEqual(expect.any(String));
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await signup(anon(), { email })).status).toBe(201);
    const again = await signup(anon(), { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Email already registered');
  });

  it.each(['name', 'email', 'password'])('answers 400 with a detail when %s is missing', async (field) => {
    const body: Record<string, unknown> = { name: 'Ada', email: uniqueEmail(), password: 'long enough pw' };
    delete body[field];
    const res = await anon().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const c = anon();
    expect(
      (
        await c.request('POST', '/api/auth/signup', 'name=x', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415);
    expect((await c.post('/api/auth/signup', { name: 'x'.repeat(2_000_000) })).status).toBe(413);
    expect((await c.request('POST', '/api/auth/signup', '{not json', {})).status).toBe(400);
  });
});

describe('verification', () => {
  it('verifies with the token once, signs in, and refuses the reused or a wrong token', async () => {
    const c = anon();
    const email = uniqueEmail();
    const { body } = await signup(c, { email });
    expect((await c.post('/api/auth/verify', { email, token: 'wrong' })).status).toBe(400);
    const ok = await c.post('/api/auth/verify', { email, token: body.verification_token });
    expect(ok.status).toBe(200);
    expect(ok.body.user.verified).toBe(true);
    expect((await c.get('/api/auth/me')).body.user.email).toBe(email);
    const reused = await anon().post('/api/auth/verify', { email, token: body.verification_token });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toEqual(expect.any(String));
  });
});

describe('sign-in and sign-out', () => {
  it('answers 401 for a wrong password and 403 while unverified', async () => {
    const email = uniqueEmail();
    await signup(anon(), { email, password: 'the right one' });
    expect((await anon().post('/api/auth/login', { email, password: 'the right one' })).status).toBe(403);
    const wrong = await anon().post('/api/auth/login', { email, password: 'nope' });
    expect(wrong.status).toBe(401);
    const unknown = await anon().post('/api/auth/login', { email: uniqueEmail(), password: 'nope' });
    expect(unknown.body.detail).toBe(wrong.body.detail);
  });

  it('renews the session at sign-in and kills it server-side at sign-out', async () => {
    const u = await signedInUser(server.url);
    const firstCookie = u.client.cookie;
    const c = anon();
    const login = await c.post('/api/auth/login', { email: u.email, password: u.password });
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().join(';').toLowerCase();
    expect(setCookie).toContain('httponly');
    expect(setCookie).toContain('samesite=lax');
    expect(c.cookie).not.toBe(firstCookie);
    const stolen = new TestClient(server.url);
    stolen.cookie = c.cookie;
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
  });

  it('throttles repeated failures with 429, even for the right password', async () => {
    const u = await signedInUser(server.url);
    const c = anon();
    for (let i = 0; i < 5; i++)
      expect((await c.post('/api/auth/login', { email: u.email, password: 'bad' })).status).toBe(401);
    const blocked = await c.post('/api/auth/login', { email: u.email, password: u.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Try again/);
  });
});

describe('protection', () => {
  it('answers 401 with the detail on every protected route of the OpenAPI document', async () => {
    const doc = (await anon().get('/api/openapi.json')).body;
    const protectedOps = Object.entries(
      doc.paths as Record<string, Record<string, { security: unknown[] }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security.length > 0)
        .map(
          ([method]) => [method, path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')] as const,
        ),
    );
    expect(protectedOps.length).toBeGreaterThan(2);
    for (const [method, path] of protectedOps) {
      const res = await anon().request<{ detail: string }>(
        method.toUpperCase(),
        path,
        method === 'get' || method === 'delete' ? undefined : {},
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.detail).toBe('Not authenticated');
    }
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const u = await signedInUser(server.url);
    const res = await u.client.request('POST', '/api/family/invites', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const same = await u.client.request('POST', '/api/family/invites', {}, { origin: server.url });
    expect(same.status).toBe(201);
  });

  it('answers health and sets security headers', async () => {
    const res = await anon().get('/api/health');
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const doc = await anon().request('GET', '/api/openapi.json', undefined, { 'accept-encoding': 'gzip' });
    expect(doc.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('session user', () => {
  it('follows a profile change on the very next request', async () => {
    const u = await signedInUser(server.url, { name: 'Before' });
    expect((await u.client.get('/api/auth/me')).body.user.name).toBe('Before');
    const put = await u.client.put('/api/profile', { name: 'After', email: u.email, role: '' });
    expect(put.status).toBe(200);
    expect((await u.client.get('/api/auth/me')).body.user.name).toBe('After');
  });
});

describe('families', () => {
  it('puts an invited sign-up and a joining user into the inviter family; an invite works once', async () => {
    const alice = await signedInUser(server.url, { name: 'Alice' });
    const bob = await signedInUser(server.url, { name: 'Bob', inFamilyOf: alice });
    expect(bob.user.family_id).toBe(alice.user.family_id);

    const carol = await signedInUser(server.url, { name: 'Carol' });
    const { code } = (await alice.client.post('/api/family/invites')).body;
    const joined = await carol.client.post('/api/family/join', { code });
    expect(joined.status).toBe(200);
    expect(joined.body.members.map((m: { name: string }) => m.name).sort()).toEqual([
      'Alice',
      'Bob',
      'Carol',
    ]);
    // The very next request already sees Carol in her new family (no stale session user).
    expect((await carol.client.get('/api/family')).body.id).toBe(alice.user.family_id);
    expect((await carol.client.get('/api/auth/me')).body.user.family_id).toBe(alice.user.family_id);
    // The founder owns the family; whoever joins by invite (sign-up or join) is an adult.
    expect(alice.user.family_role).toBe('owner');
    expect(bob.user.family_role).toBe('adult');
    expect((await carol.client.get('/api/auth/me')).body.user.family_role).toBe('adult');
    const roles = Object.fromEntries(
      joined.body.members.map((m: { name: string; role: string }) => [m.name, m.role]),
    );
    expect(roles).toEqual({ Alice: 'owner', Bob: 'adult', Carol: 'adult' });
    const dave = await signedInUser(server.url, { name: 'Dave' });
    const reused = await dave.client.post('/api/family/join', { code });
    expect(reused.status).toBe(400);
    expect((await dave.client.get('/api/family')).body.members).toHaveLength(1);
  });
});
