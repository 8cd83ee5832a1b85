import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser } from '../testing/httpClient.js';
import { startNtfy, startPushService } from '../testing/pushService.js';
import type { RunningServer } from '../server.js';
import { AREAS } from '../areas.js';
import { createLifeArea } from '../life/area.js';
import { endpointProblem } from './pushEndpoint.js';

// The test owns the clock; the reminder scheduler checks every 100 ms. Nobody here has a tab open, so
// reminders go to the channels each member chose.
let now = new Date('2026-05-06T09:50:00Z');
let server: RunningServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let ntfy: Awaited<ReturnType<typeof startNtfy>>;
beforeAll(async () => {
  push = await startPushService();
  ntfy = await startNtfy();
  const areas = AREAS.map((a) => (a.name === 'life' ? createLifeArea({ reminderIntervalMs: 100 }) : a));
  server = await startTestServer({ clock: () => now, areas, env: { ALLOW_PRIVATE_PUSH: '1' } });
});
afterAll(async () => {
  await server.close();
  await push.close();
  await ntfy.close();
});

const db = () => server.deps.db as unknown as Kysely<any>;
const settle = (ms = 700) => new Promise((r) => setTimeout(r, ms));
const taskDueToday = (userId: string, title: string) =>
  db().insertInto('tasks').values({ user_id: userId, title, due_date: '2026-05-06' }).execute();

describe('push subscriptions', () => {
  it('answers 401 without a session, 400 for malformed keys, 404 for another member’s device', async () => {
    const anon = await fetch(`${server.url}/api/push/subscriptions`);
    expect(anon.status).toBe(401);
    const u = await signedInUser(server.url, { name: 'Ana' });
    const sub = push.subscription();
    const bad = await u.client.post('/api/push/subscriptions', {
      endpoint: sub.endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
    const created = await u.client.post('/api/push/subscriptions', { ...sub, device: 'Chrome on Android' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      device: 'Chrome on Android',
      push_service: new URL(push.origin).host,
    });
    const other = await signedInUser(server.url, { name: 'Other' });
    expect((await other.client.delete(`/api/push/subscriptions/${created.body.id}`)).status).toBe(404);
    expect((await other.client.get('/api/push/subscriptions')).body).toEqual([]);
    expect((await u.client.delete(`/api/push/subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await u.client.get('/api/push/subscriptions')).body).toEqual([]);
  });

  it('gives one VAPID public key, a raw P-256 point, the same on every call', async () => {
    const u = await signedInUser(server.url, { name: 'Kai' });
    const a = (await u.client.get('/api/push/key')).body.public_key;
    const b = (await u.client.get('/api/push/key')).body.public_key;
    expect(a).toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
  });

  it('refuses http and private push endpoints unless ALLOW_PRIVATE_PUSH=1', () => {
    expect(endpointProblem('http://push.example.com/x', false)).toMatch(/https/);
    expect(endpointProblem('https://127.0.0.1/x', false)).toMatch(/private/);
    expect(endpointProblem('https://192.168.1.10/x', false)).toMatch(/private/);
    expect(endpointProblem('https://[::1]/x', false)).toMatch(/private/);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:9/x', true)).toBeUndefined();
  });
});

describe('reminders with Hearth closed', () => {
  it('arrive once as an encrypted Web Push the browser can read, with TTL and a valid VAPID token', async () => {
    now = new Date('2026-05-06T09:50:00Z');
    const u = await signedInUser(server.url, { name: 'Pat', timezone: 'UTC' });
    const phone = push.subscription();
    const laptop = push.subscription();
    await u.client.post('/api/push/subscriptions', phone);
    await u.client.post('/api/push/subscriptions', laptop);
    await taskDueToday(u.user.id, 'Renew passport');
    await settle();
    await settle(); // several scheduler passes: still one message per device
    const mine = push.received.filter((r) => r.path === phone.path || r.path === laptop.path);
    expect(mine.map((r) => r.path).sort()).toEqual([phone.path, laptop.path].sort());
    for (const r of mine) {
      expect(r.payload).toMatchObject({ title: 'Task due today', body: 'Renew passport', url: '/tasks' });
      expect(r.headers.ttl).toBe(String(12 * 3600));
      expect(r.vapid.aud).toBe(push.origin);
      expect(r.vapid.sub).toBe('mailto:hearth@localhost');
      expect(r.vapid.publicKey).toBe((await u.client.get('/api/push/key')).body.public_key);
    }
    const devices = (await u.client.get('/api/push/subscriptions')).body;
    expect(devices.every((d: { last_sent_at: string | null }) => d.last_sent_at !== null)).toBe(true);
  });

  it('forgets a device whose push service answers 410 Gone', async () => {
    const u = await signedInUser(server.url, { name: 'Gus', timezone: 'UTC' });
    const sub = push.subscription();
    await u.client.post('/api/push/subscriptions', sub);
    push.gone.add(sub.path);
    const test = await u.client.post('/api/push/test');
    expect(test.status).toBe(200);
    // The one message sent is the mail: security alerts go by email too unless the member turns it off.
    expect(test.body).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await u.client.get('/api/push/subscriptions')).body).toEqual([]);
  });

  it('go to ntfy and email when chosen for the category, and nowhere during quiet hours', async () => {
    now = new Date('2026-05-06T09:50:00Z');
    const u = await signedInUser(server.url, { name: 'Noa', timezone: 'UTC' });
    const prefs = (await u.client.get('/api/notification-preferences')).body;
    const topic = `${ntfy.url}/noa-family`;
    const put = await u.client.put('/api/notification-preferences', {
      ntfy_topic_url: topic,
      delivery: { ...prefs.delivery, task: ['ntfy', 'email'] },
    });
    expect(put.status).toBe(200);
    await taskDueToday(u.user.id, 'Buy school shoes');
    await settle();
    expect(ntfy.published.filter((p) => p.topic === '/noa-family')).toEqual([
      {
        topic: '/noa-family',
        title: 'Task due today',
        click: expect.stringMatching(/\/tasks$/),
        body: 'Buy school shoes',
      },
    ]);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', u.email)
      .where('subject', 'like', 'Hearth:%')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Buy school shoes');

    // Quiet from 22:00 to 07:00 in the member's zone: a task due today sends nothing at 06:30, and goes out
    // once the quiet time is over (it was not used up while quiet).
    const q = await signedInUser(server.url, { name: 'Quinn', timezone: 'UTC' });
    const sub = push.subscription();
    await q.client.post('/api/push/subscriptions', sub);
    await q.client.put('/api/notification-preferences', { dnd_enabled: true });
    now = new Date('2026-05-07T06:30:00Z');
    await db()
      .insertInto('tasks')
      .values({ user_id: q.user.id, title: 'Quiet task', due_date: '2026-05-07' })
      .execute();
    await settle();
    expect(push.received.filter((r) => r.path === sub.path)).toEqual([]);
    now = new Date('2026-05-07T07:05:00Z');
    await settle();
    expect(push.received.filter((r) => r.path === sub.path).map((r) => r.payload.body)).toEqual([
      'Quiet task',
    ]);
    now = new Date('2026-05-06T09:50:00Z');
  });

  it('refuses a malformed channel choice and an ntfy URL that is not http(s)', async () => {
    const u = await signedInUser(server.url, { name: 'Val' });
    const bad = await u.client.put('/api/notification-preferences', { ntfy_topic_url: 'ftp://x/y' });
    expect(bad.status).toBe(400);
    const badChannel = await u.client.put('/api/notification-preferences', {
      delivery: { task: ['pigeon'] },
    });
    expect(badChannel.status).toBe(400);
  });
});
