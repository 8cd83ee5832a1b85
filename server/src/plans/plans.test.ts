import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newPlan = (u: SignedInUser, body: Record<string, unknown> = {}) =>
  u.client.post('/api/plans', { name: 'Offsite', start_date: '2026-05-01', ...body });

describe('plans', () => {
  it('creates with the spec defaults; the captain is the first participant', async () => {
    const u = await signedInUser(server.url, { name: 'Cap' });
    const res = await newPlan(u, { budget: 500 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Offsite',
      description: '',
      type: 'networking_event',
      privacy: 'private',
      status: 'planning',
      event_captain_name: 'Cap',
      start_date: '2026-05-01',
      end_date: null,
      budget: 500,
      total_spent: 0,
      is_captain: true,
    });
    expect(res.body.participants).toEqual([
      expect.objectContaining({ name: 'Cap', role: 'captain', user_id: u.user.id }),
    ]);
    const list = await u.client.get('/api/plans');
    expect(list.body.map((p: { id: string }) => p.id)).toContain(res.body.id);
    expect((await u.client.get(`/api/plans/${res.body.id}`)).body.name).toBe('Offsite');
  });

  it.each(['name', 'start_date'])('answers 400 with a detail without %s', async (field) => {
    const u = await signedInUser(server.url);
    const body: Record<string, unknown> = { name: 'X', start_date: '2026-01-01' };
    delete body[field];
    const res = await u.client.post('/api/plans', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('scopes plans: private ones are the captain’s, family_only ones the family’s; others get 404', async () => {
    const a = await signedInUser(server.url, { name: 'Ann' });
    const sib = await signedInUser(server.url, { name: 'Sib', inFamilyOf: a });
    const stranger = await signedInUser(server.url, { name: 'Stranger' });
    const priv = (await newPlan(a)).body;
    const fam = (await newPlan(a, { privacy: 'family_only', type: 'vacation' })).body;
    expect((await sib.client.get(`/api/plans/${priv.id}`)).status).toBe(404);
    expect((await sib.client.get(`/api/plans/${fam.id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/plans/${fam.id}`)).status).toBe(404);
    const famList = await sib.client.get('/api/plans?privacy=family_only');
    expect(famList.body.map((p: { id: string }) => p.id)).toEqual([fam.id]);
    expect((await stranger.client.get(`/api/bookings?plan_id=${fam.id}`)).status).toBe(404);
    expect(
      (await stranger.client.post('/api/bookings', { plan_id: fam.id, name: 'H', cost: 1 })).status,
    ).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.url).get('/api/plans')).status).toBe(401);
  });
});

describe('bookings', () => {
  it('adds a booking with defaults, counts it in total_spent, lists it', async () => {
    const u = await signedInUser(server.url, { name: 'Booker' });
    const plan = (await newPlan(u, { budget: 1000 })).body;
    const res = await u.client.post('/api/bookings', { plan_id: plan.id, name: 'Hotel Nord', cost: 120.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      booking_type: 'hotel',
      name: 'Hotel Nord',
      cost: 120.5,
      created_by: 'Booker',
      ai_booking_used: false,
      ai_provider: null,
      date: null,
    });
    expect((await u.client.get(`/api/bookings?plan_id=${plan.id}`)).body).toHaveLength(1);
    expect((await u.client.get(`/api/plans/${plan.id}`)).body.total_spent).toBe(120.5);
  });

  it.each(['name', 'cost'])('answers 400 without %s', async (field) => {
    const u = await signedInUser(server.url);
    const plan = (await newPlan(u)).body;
    const body: Record<string, unknown> = { plan_id: plan.id, name: 'H', cost: 3 };
    delete body[field];
    const res = await u.client.post('/api/bookings', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(expect.any(String));
  });
});

describe('AI booking search', () => {
  it('answers deterministic mocked results that map to bookings', async () => {
    const u = await signedInUser(server.url);
    const plan = (await newPlan(u)).body;
    const body = {
      plan_id: plan.id,
      booking_type: 'flight',
      ai_provider: 'gemini',
      preferences: { destination: 'Lisbon', date: '2026-06-02', budget: 400, requirements: 'morning' },
    };
    const a = await u.client.post('/api/bookings/ai-search', body);
    expect(a.status).toBe(200);
    expect(a.body.is_mock).toBe(true);
    expect(a.body.results).toHaveLength(3);
    expect(a.body.results[0]).toMatchObject({
      result_type: 'flight',
      arrival: 'Lisbon',
      departure_time: expect.stringMatching(/^2026-06-02 \d\d:\d\d$/),
    });
    expect(a.body.results.every((r: { price: number }) => r.price <= 400)).toBe(true);
    expect((await u.client.post('/api/bookings/ai-search', body)).body).toEqual(a.body);
    const rest = await u.client.post('/api/bookings/ai-search', { ...body, booking_type: 'restaurant' });
    expect(rest.body.results[0]).toMatchObject({
      result_type: 'restaurant',
      cuisine: expect.any(String),
      available_times: expect.any(Array),
    });
  });
});

describe('shared expenses', () => {
  it('splits equally to the cent and derives the status from paid ticks', async () => {
    const u = await signedInUser(server.url, { name: 'Payer' });
    const plan = (await newPlan(u)).body;
    const res = await u.client.post('/api/expenses/shared', {
      plan_id: plan.id,
      description: 'Dinner',
      total_amount: 100,
      participant_names: 'Ann, Bob , Cy',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      paid_by: 'Payer',
      split_type: 'equal',
      status: 'pending',
      participant_names: ['Ann', 'Bob', 'Cy'],
    });
    expect(res.body.participants.map((p: { amount_owed: number }) => p.amount_owed)).toEqual([
      33.34, 33.33, 33.33,
    ]);
    const one = await u.client.put(`/api/expenses/shared/${res.body.id}/shares/1`, { paid: true });
    expect(one.body.status).toBe('partially_paid');
    await u.client.put(`/api/expenses/shared/${res.body.id}/shares/0`, { paid: true });
    const all = await u.client.put(`/api/expenses/shared/${res.body.id}/shares/2`, { paid: true });
    expect(all.body.status).toBe('completed');
    const list = await u.client.get(`/api/expenses/shared?plan_id=${plan.id}`);
    expect(list.body[0].participants.every((p: { paid: boolean }) => p.paid)).toBe(true);
    expect((await u.client.put(`/api/expenses/shared/${res.body.id}/shares/3`, { paid: true })).status).toBe(
      404,
    );
  });

  it('requires custom splits to sum to the total', async () => {
    const u = await signedInUser(server.url);
    const plan = (await newPlan(u)).body;
    const base = {
      plan_id: plan.id,
      description: 'Cab',
      total_amount: 50,
      split_type: 'custom',
      participant_names: ['A', 'B'],
    };
    const bad = await u.client.post('/api/expenses/shared', { ...base, custom_amounts: [20, 20] });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/sum/);
    const ok = await u.client.post('/api/expenses/shared', { ...base, custom_amounts: [30.01, 19.99] });
    expect(ok.status).toBe(201);
    expect(ok.body.participants.map((p: { amount_owed: number }) => p.amount_owed)).toEqual([30.01, 19.99]);
  });

  it.each(['description', 'total_amount', 'participant_names'])('answers 400 without %s', async (field) => {
    const u = await signedInUser(server.url);
    const plan = (await newPlan(u)).body;
    const body: Record<string, unknown> = {
      plan_id: plan.id,
      description: 'D',
      total_amount: 10,
      participant_names: ['A'],
    };
    delete body[field];
    expect((await u.client.post('/api/expenses/shared', body)).status).toBe(400);
  });

  it('hides another user’s expense (404)', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const plan = (await newPlan(u)).body;
    const e = (
      await u.client.post('/api/expenses/shared', {
        plan_id: plan.id,
        description: 'D',
        total_amount: 10,
        participant_names: ['A'],
      })
    ).body;
    expect((await other.client.put(`/api/expenses/shared/${e.id}/shares/0`, { paid: true })).status).toBe(
      404,
    );
  });
});

describe('invitations', () => {
  it('gives a registered invitee access to a private plan; others become plain participants', async () => {
    const cap = await signedInUser(server.url, { name: 'Cap' });
    const guest = await signedInUser(server.url, { name: 'Guest' });
    const plan = (await newPlan(cap)).body;
    expect((await guest.client.get(`/api/plans/${plan.id}`)).status).toBe(404);
    const inv = await cap.client.post('/api/invitations', {
      plan_id: plan.id,
      invitee_name: 'Guest',
      invitee_email: guest.email.toUpperCase(),
    });
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ role: 'participant', plan_name: 'Offsite' });
    const seen = await guest.client.get(`/api/plans/${plan.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.is_captain).toBe(false);
    const ext = await cap.client.post('/api/invitations', {
      plan_id: plan.id,
      invitee_name: 'Outsider',
      invitee_email: 'nobody@example.test',
      role: 'viewer',
    });
    // The answer never tells whether an address has an account: same status, same keys.
    expect(ext.status).toBe(inv.status);
    expect(Object.keys(ext.body).sort()).toEqual(Object.keys(inv.body).sort());
    expect(JSON.stringify(ext.body)).not.toMatch(/account/);
    const p = (await cap.client.get(`/api/plans/${plan.id}`)).body;
    expect(p.participants.map((x: { name: string; role: string }) => `${x.name}:${x.role}`)).toEqual([
      'Cap:captain',
      'Guest:participant',
      'Outsider:viewer',
    ]);
    // Removing the participant removes the access.
    const guestP = p.participants.find((x: { name: string }) => x.name === 'Guest');
    expect((await cap.client.delete(`/api/plans/${plan.id}/participants/${guestP.id}`)).status).toBe(200);
    expect((await guest.client.get(`/api/plans/${plan.id}`)).status).toBe(404);
  });

  it('answers 400 without invitee_name and 404 for a plan that is not yours', async () => {
    const cap = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const plan = (await newPlan(cap)).body;
    expect((await cap.client.post('/api/invitations', { plan_id: plan.id })).status).toBe(400);
    expect(
      (await other.client.post('/api/invitations', { plan_id: plan.id, invitee_name: 'Me' })).status,
    ).toBe(404);
  });
});

describe('payment methods and wallet', () => {
  it('adds methods with defaults, keeps one default, and is personal', async () => {
    const u = await signedInUser(server.url, { name: 'Wally' });
    const sib = await signedInUser(server.url, { inFamilyOf: u });
    const a = await u.client.post('/api/payment-methods', { handle: '@wally' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ method_type: 'venmo', is_default: false, user_name: 'Wally' });
    await u.client.post('/api/payment-methods', {
      handle: 'w@x.test',
      method_type: 'zelle',
      is_default: true,
    });
    await u.client.post('/api/payment-methods', { handle: '$w', method_type: 'apple_pay', is_default: true });
    const list = (await u.client.get('/api/payment-methods?user_name=User')).body;
    expect(
      list.filter((m: { is_default: boolean }) => m.is_default).map((m: { handle: string }) => m.handle),
    ).toEqual(['$w']);
    expect((await sib.client.get('/api/payment-methods')).body).toEqual([]);
    expect((await u.client.post('/api/payment-methods', {})).status).toBe(400);
    expect((await u.client.get('/api/wallet/balance/User')).body).toEqual({ user_name: 'Wally', balance: 0 });
  });
});

describe('turn rotations', () => {
  it('creates for the family and advances with a message', async () => {
    const u = await signedInUser(server.url);
    const sib = await signedInUser(server.url, { inFamilyOf: u });
    const other = await signedInUser(server.url);
    const r = await u.client.post('/api/turn-rotations', { task_name: 'Dishes', participants: 'Ann, Bob' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      task_name: 'Dishes',
      participants: ['Ann', 'Bob'],
      current_turn_index: 0,
      current_turn: 'Ann',
    });
    const next = await sib.client.post(`/api/turn-rotations/${r.body.id}/next`);
    expect(next.status).toBe(200);
    expect(next.body.message).toBe("It's now Bob's turn for Dishes");
    expect((await u.client.post(`/api/turn-rotations/${r.body.id}/next`)).body.rotation.current_turn).toBe(
      'Ann',
    );
    expect((await sib.client.get('/api/turn-rotations')).body).toHaveLength(1);
    expect((await other.client.get('/api/turn-rotations')).body).toEqual([]);
    expect((await other.client.post(`/api/turn-rotations/${r.body.id}/next`)).status).toBe(404);
    expect((await u.client.post('/api/turn-rotations', { participants: ['A'] })).status).toBe(400);
  });
});
