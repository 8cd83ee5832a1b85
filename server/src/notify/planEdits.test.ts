import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import { startPushService } from '../testing/pushService.js';
import type { Database } from '../db/schema.js';
import type { RunningServer } from '../server.js';
import { PLAN_EDIT_QUIET_MS } from './planEdits.js';

// Two servers over one database (two processes): an edit is announced by the process that stored it, and
// the claim in the database keeps one notice per plan per editor per PLAN_EDIT_QUIET_MS across both.
// Notices go out after the edit is stored; the test waits until they arrive (or gives up).
let now = new Date('2026-05-06T10:00:00Z');
let db: Database;
let one: RunningServer;
let two: RunningServer;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  db = openTestDatabase();
  const options = { db, clock: () => now, env: { ALLOW_PRIVATE_PUSH: '1' } };
  one = await startTestServer(options);
  two = await startTestServer(options);
}, 120_000); // two servers to start
afterAll(async () => {
  // The devices made here leave the shared test database: every reminder pass would look at their owners.
  await one.deps.db.deleteFrom('push_subscriptions').where('endpoint', 'like', `${push.origin}/%`).execute();
  await one.close();
  await two.close();
  await db.destroy();
  await push.close();
});

async function eventually<T>(read: () => T | Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i >= 100) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
const later = (ms: number) => (now = new Date(now.getTime() + ms));

/** A member whose Hearth is closed, with one push device; `heard()` lists the notices it got. */
async function withPhone(u: SignedInUser) {
  const phone = push.subscription();
  expect((await u.client.post('/api/push/subscriptions', phone)).status).toBe(201);
  return () => push.received.filter((r) => r.path === phone.path).map((r) => r.payload);
}

const booking = (c: TestClient, planId: string, name: string) =>
  c.post('/api/bookings', { plan_id: planId, booking_type: 'restaurant', name, cost: 20 });

describe('plan edits by someone else', () => {
  it('reach the plan’s followers once per editor per few minutes, across two processes', async () => {
    const cap = await signedInUser(one.url, { name: 'Cap' });
    const pat = await signedInUser(one.url, { name: 'Pat', inFamilyOf: cap });
    const vi = await signedInUser(one.url, { name: 'Vi', inFamilyOf: cap });
    const fam = await signedInUser(one.url, { name: 'Fam', inFamilyOf: cap });
    const plan = (
      await cap.client.post('/api/plans', {
        name: 'Lake week',
        start_date: '2026-07-01',
        privacy: 'family_only',
        type: 'vacation',
      })
    ).body;
    for (const u of [pat, vi])
      expect(
        (
          await cap.client.post('/api/invitations', {
            plan_id: plan.id,
            invitee_name: u.user.name,
            invitee_email: u.email,
            role: 'participant',
          })
        ).status,
      ).toBe(201);
    const follow = `/api/plans/${plan.id}/follow`;
    // On the plan: following by default; Vi turns it off. Fam sees the plan but is not on it.
    expect((await pat.client.get(follow)).body).toEqual({ following: true, can_follow: true });
    expect((await vi.client.put(follow, { following: false })).body).toEqual({
      following: false,
      can_follow: true,
    });
    expect((await vi.client.get(follow)).body).toEqual({ following: false, can_follow: true });
    expect((await fam.client.get(follow)).body).toEqual({ following: false, can_follow: false });
    expect((await fam.client.put(follow, { following: true })).status).toBe(403);
    expect((await pat.client.put(follow, { following: 'yes' })).status).toBe(400);
    const stranger = await signedInUser(one.url, { name: 'Stranger' });
    expect((await stranger.client.get(follow)).status).toBe(404);

    const patHeard = await withPhone(pat);
    const capHeard = await withPhone(cap);
    const viHeard = await withPhone(vi);
    later(PLAN_EDIT_QUIET_MS + 1000); // past any notice of the invitations

    // Cap's first booking is announced to Pat; the rest of the burst, on either process, is not.
    expect((await booking(cap.client, plan.id, 'Dinner')).status).toBe(201);
    const first = await eventually(patHeard, (h) => h.length >= 1);
    expect(first).toEqual([
      expect.objectContaining({
        title: 'Cap edited Lake week',
        body: 'Open the plan to see what changed.',
        url: '/network-q',
      }),
    ]);
    const capOnTwo = new TestClient(two.url); // Cap's session, through the other process
    capOnTwo.cookie = cap.client.cookie;
    expect((await booking(capOnTwo, plan.id, 'Lunch')).status).toBe(201);
    expect((await booking(cap.client, plan.id, 'Breakfast')).status).toBe(201);
    // Pat's own edit goes to Cap (and not to Pat, nor to Vi who unfollowed): once it is in, Cap's burst
    // has been looked at by then.
    expect((await booking(pat.client, plan.id, 'Picnic')).status).toBe(201);
    expect((await eventually(capHeard, (h) => h.length >= 1)).map((h) => h.title)).toEqual([
      'Pat edited Lake week',
    ]);
    expect(patHeard().map((h) => h.title)).toEqual(['Cap edited Lake week']);

    // Some minutes later, Cap's next edit is news again.
    later(PLAN_EDIT_QUIET_MS);
    expect((await booking(capOnTwo, plan.id, 'Boat')).status).toBe(201);
    expect((await eventually(patHeard, (h) => h.length >= 2)).map((h) => h.title)).toEqual([
      'Cap edited Lake week',
      'Cap edited Lake week',
    ]);
    expect(viHeard()).toEqual([]);
  });
});
