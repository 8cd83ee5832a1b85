import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail, type SignedInUser } from '../testing/httpClient.js';
import { mailedLink, mailsTo } from '../testing/outbox.js';
import type { RunningServer } from '../server.js';

let now = Date.parse('2026-03-01T09:00:00Z');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(now) });
});
afterAll(() => server.close());

const anon = () => new TestClient(server.url);
/** A second device of the same user. */
async function secondDevice(u: SignedInUser, agent = 'Phone/1.0') {
  const c = anon();
  const res = await c.request(
    'POST',
    '/api/auth/login',
    { email: u.email, password: u.password },
    {
      'user-agent': agent,
    },
  );
  expect(res.status).toBe(200);
  return c;
}
const NEW_PW = 'a brand new passphrase';
const ZERO = '00000000-0000-4000-8000-000000000000';

describe('change password', () => {
  it('needs a session, a valid body and the right current password', async () => {
    expect((await anon().post('/api/auth/password', {})).status).toBe(401);
    const u = await signedInUser(server.url);
    const short = await u.client.post('/api/auth/password', {
      current_password: u.password,
      new_password: 'x',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.map((e: { path: string }) => e.path)).toContain('new_password');
    const wrong = await u.client.post('/api/auth/password', {
      current_password: 'nope',
      new_password: NEW_PW,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Current password is incorrect');
    expect((await anon().post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(200);
  });

  it('sets the new password and ends every other session, keeping this one', async () => {
    const u = await signedInUser(server.url);
    const phone = await secondDevice(u);
    const res = await u.client.post('/api/auth/password', {
      current_password: u.password,
      new_password: NEW_PW,
    });
    expect(res.status).toBe(204);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await anon().post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(401);
    expect((await anon().post('/api/auth/login', { email: u.email, password: NEW_PW })).status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same for any address, and mails a link only to an account', async () => {
    const u = await signedInUser(server.url);
    const nobody = uniqueEmail('nobody');
    const known = await anon().post('/api/auth/forgot-password', { email: u.email });
    const unknown = await anon().post('/api/auth/forgot-password', { email: nobody });
    expect([known.status, unknown.status]).toEqual([204, 204]);
    expect(await mailsTo(server, nobody)).toHaveLength(0);
    expect((await anon().post('/api/auth/forgot-password', { email: 'not-an-email' })).status).toBe(400);
  });

  it('resets with the mailed token once, ends every session and signs this device in', async () => {
    const u = await signedInUser(server.url);
    await anon().post('/api/auth/forgot-password', { email: u.email });
    const link = await mailedLink(server, u.email, '/reset-password');
    expect(link.get('email')).toBe(u.email);
    const c = anon();
    const bad = await c.post('/api/auth/reset-password', {
      email: u.email,
      token: 'wrong',
      password: NEW_PW,
    });
    expect(bad.status).toBe(400);
    const short = await c.post('/api/auth/reset-password', {
      email: u.email,
      token: link.get('token'),
      password: 'x',
    });
    expect(short.status).toBe(400);
    const ok = await c.post('/api/auth/reset-password', {
      email: u.email,
      token: link.get('token'),
      password: NEW_PW,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(u.email);
    expect((await c.get('/api/auth/me')).status).toBe(200);
    expect((await u.client.get('/api/auth/me')).status).toBe(401);
    const again = await anon().post('/api/auth/reset-password', {
      email: u.email,
      token: link.get('token'),
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect((await anon().post('/api/auth/login', { email: u.email, password: NEW_PW })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const u = await signedInUser(server.url);
    await anon().post('/api/auth/forgot-password', { email: u.email });
    const link = await mailedLink(server, u.email, '/reset-password');
    now += 61 * 60 * 1000;
    const res = await anon().post('/api/auth/reset-password', {
      email: u.email,
      token: link.get('token'),
      password: NEW_PW,
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/expired/);
  });
});

describe('resend verification', () => {
  it('mails a new working link to an unverified account, answering the same for any address', async () => {
    const email = uniqueEmail('late');
    const c = anon();
    const signup = await c.post('/api/auth/signup', { name: 'Late', email, password: 'long enough pw' });
    now += 2 * 60 * 1000;
    expect((await anon().post('/api/auth/resend-verification', { email })).status).toBe(204);
    expect((await anon().post('/api/auth/resend-verification', { email: uniqueEmail() })).status).toBe(204);
    expect((await anon().post('/api/auth/resend-verification', {})).status).toBe(400);
    expect(await mailsTo(server, email)).toHaveLength(2);
    const link = await mailedLink(server, email, '/verify');
    // The first token was replaced by the new one.
    expect((await c.post('/api/auth/verify', { email, token: signup.body.verification_token })).status).toBe(
      400,
    );
    expect((await c.post('/api/auth/verify', { email, token: link.get('token') })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists my sessions with device, times and the current one marked', async () => {
    expect((await anon().get('/api/auth/sessions')).status).toBe(401);
    const u = await signedInUser(server.url);
    await secondDevice(u, 'Phone/1.0');
    const res = await u.client.get('/api/auth/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(res.body.sessions.map((s: { user_agent: string }) => s.user_agent)).toContain('Phone/1.0');
    for (const s of res.body.sessions) expect(Date.parse(s.last_seen_at)).toBeGreaterThan(0);
  });

  it("signs out one session; another user's or a missing one is 404, a bad id 400", async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const phone = await secondDevice(u);
    const list = (await u.client.get('/api/auth/sessions')).body.sessions as {
      id: string;
      current: boolean;
    }[];
    const phoneSession = list.find((s) => !s.current)!;
    expect((await anon().delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(401);
    expect((await other.client.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await u.client.delete(`/api/auth/sessions/${ZERO}`)).status).toBe(404);
    expect((await u.client.delete('/api/auth/sessions/nope')).status).toBe(400);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await u.client.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
  });

  it('signs out everywhere, this session included', async () => {
    expect((await anon().delete('/api/auth/sessions')).status).toBe(401);
    const u = await signedInUser(server.url);
    const phone = await secondDevice(u);
    const stolen = new TestClient(server.url);
    stolen.cookie = u.client.cookie;
    expect((await u.client.delete('/api/auth/sessions')).status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
  });

  it('rejects a replaced session token at once (no cache grace)', async () => {
    const u = await signedInUser(server.url);
    const old = new TestClient(server.url);
    old.cookie = u.client.cookie;
    expect((await old.get('/api/auth/me')).status).toBe(200); // now cached
    const again = await u.client.post('/api/auth/login', { email: u.email, password: u.password });
    expect(again.status).toBe(200);
    expect((await old.get('/api/auth/me')).status).toBe(401);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
  });
});
