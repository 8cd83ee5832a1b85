import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail, type SignedInUser } from '../testing/httpClient.js';
import { mailedLink, mailsTo } from '../testing/outbox.js';
import { startNtfy, startPushService } from '../testing/pushService.js';
import type { RunningServer } from '../server.js';

// Security alerts go out after the request commits; the test waits until they arrive (or gives up).
// 23:30 UTC: inside every member's quiet hours below, which security alerts ignore.
const now = new Date('2026-05-06T23:30:00Z');
let server: RunningServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let ntfy: Awaited<ReturnType<typeof startNtfy>>;
beforeAll(async () => {
  push = await startPushService();
  ntfy = await startNtfy();
  server = await startTestServer({ clock: () => now, env: { ALLOW_PRIVATE_PUSH: '1' } });
});
afterAll(async () => {
  // The devices made here leave the shared test database: every reminder pass would look at their owners.
  await server.deps.db
    .deleteFrom('push_subscriptions')
    .where('endpoint', 'like', `${push.origin}/%`)
    .execute();
  await server.close();
  await push.close();
  await ntfy.close();
});

async function eventually<T>(read: () => T | Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i >= 100) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

/** A member with one push device, quiet hours on (22:00-07:00 UTC). */
async function memberWithPhone(name: string) {
  const u = await signedInUser(server.url, { name, timezone: 'UTC' });
  const phone = push.subscription();
  expect((await u.client.post('/api/push/subscriptions', phone)).status).toBe(201);
  expect((await u.client.put('/api/notification-preferences', { dnd_enabled: true })).status).toBe(200);
  const titles = () => push.received.filter((r) => r.path === phone.path).map((r) => r.payload.title);
  return { u, phone, titles };
}

const login = (c: TestClient, u: SignedInUser, agent: string) =>
  c.request('POST', '/api/auth/login', { email: u.email, password: u.password }, { 'user-agent': agent });

describe('security alerts', () => {
  it('announce a sign-in from a browser new to the account, not one it has used before', async () => {
    const { u, phone, titles } = await memberWithPhone('Sia');
    // Signing up and verifying was the account's first browser: nothing to warn about.
    const stranger = new TestClient(server.url);
    expect((await login(stranger, u, FIREFOX_ANDROID)).status).toBe(200);
    const alerts = await eventually(titles, (t) => t.length >= 1);
    expect(alerts).toEqual(['New sign-in to your Hearth account']);
    const alert = push.received.find((r) => r.path === phone.path)!;
    expect(alert.payload.body).toContain('Firefox on Android');
    expect(alert.payload.url).toBe('/profile');
    expect(alert.headers.ttl).toBe(String(24 * 3600));

    // The same two browsers again (their device cookies kept across sign-out): no alert. The password change
    // after them is the next thing the phone hears.
    await stranger.post('/api/auth/logout');
    expect((await login(stranger, u, FIREFOX_ANDROID)).status).toBe(200);
    expect((await login(u.client, u, 'Chrome')).status).toBe(200);
    const changed = await u.client.post('/api/auth/password', {
      current_password: u.password,
      new_password: 'another long passphrase',
    });
    expect(changed.status).toBe(204);
    expect(await eventually(titles, (t) => t.length >= 2)).toEqual([
      'New sign-in to your Hearth account',
      'Your Hearth password was changed',
    ]);
  });

  it('reach ntfy and email when chosen, during quiet hours, for reset, address change and sign-out everywhere', async () => {
    const { u } = await memberWithPhone('Ren');
    const prefs = (await u.client.get('/api/notification-preferences')).body;
    expect(prefs.delivery.security).toEqual(['push', 'email']); // the default for security alerts
    const topic = `${ntfy.url}/ren-security`;
    await u.client.put('/api/notification-preferences', {
      ntfy_topic_url: topic,
      delivery: { ...prefs.delivery, security: ['ntfy', 'email'] },
    });
    const published = () => ntfy.published.filter((p) => p.topic === '/ren-security').map((p) => p.title);

    // A password reset by mailed link.
    const anon = new TestClient(server.url);
    await anon.post('/api/auth/forgot-password', { email: u.email });
    const reset = await mailedLink(server, u.email, '/reset-password');
    const done = await anon.post('/api/auth/reset-password', {
      email: u.email,
      token: reset.get('token'),
      password: 'reset long passphrase',
    });
    expect(done.status).toBe(200);
    expect(await eventually(published, (t) => t.length >= 1)).toEqual(['Your Hearth password was reset']);
    const mails = await eventually(
      () => mailsTo(server, u.email),
      (m) => m.some((x) => x.subject === 'Hearth: Your Hearth password was reset'),
    );
    expect(mails.map((m) => m.subject)).toContain('Hearth: Your Hearth password was reset');

    // An address change, once the new address confirms it: the alert names the new address.
    const next = uniqueEmail('ren-new');
    expect((await anon.put('/api/profile', { name: 'Ren', email: next, role: '' })).status).toBe(200);
    const link = await mailedLink(server, next, '/verify-email');
    expect((await anon.post('/api/auth/email-change/confirm', { token: link.get('token') })).status).toBe(
      200,
    );
    await eventually(published, (t) => t.length >= 2);
    const changed = ntfy.published.filter((p) => p.topic === '/ren-security')[1]!;
    expect(changed.title).toBe('Your Hearth email address changed');
    expect(changed.body).toContain(next);

    // Sign out everywhere.
    expect((await anon.delete('/api/auth/sessions')).status).toBe(204);
    expect(await eventually(published, (t) => t.length >= 3)).toEqual([
      'Your Hearth password was reset',
      'Your Hearth email address changed',
      'Signed out everywhere',
    ]);
    const toNew = await eventually(
      () => mailsTo(server, next),
      (m) => m.some((x) => x.subject === 'Hearth: Signed out everywhere'),
    );
    expect(toNew.map((m) => m.subject)).toContain('Hearth: Signed out everywhere');
  });

  it('are not sent for a wrong current password (nothing changed)', async () => {
    const { u, titles } = await memberWithPhone('Wen');
    const wrong = await u.client.post('/api/auth/password', {
      current_password: 'not my password',
      new_password: 'another long passphrase',
    });
    expect(wrong.status).toBe(400);
    await u.client.delete('/api/auth/sessions');
    expect(await eventually(titles, (t) => t.length >= 1)).toEqual(['Signed out everywhere']);
  });
});
