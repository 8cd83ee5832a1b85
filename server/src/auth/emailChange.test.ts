import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail } from '../testing/httpClient.js';
import { mailedLink, mailsTo } from '../testing/outbox.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anon = () => new TestClient(server.url);
const newPlan = (c: TestClient) =>
  c.post('/api/plans', { name: 'Lake trip', start_date: '2026-07-01', privacy: 'private', type: 'vacation' });

describe('email change', () => {
  it('keeps the old address until the link mailed to the new one is followed', async () => {
    const u = await signedInUser(server.url, { name: 'Ada' });
    const next = uniqueEmail('ada.next');
    const put = await u.client.put('/api/profile', { name: 'Ada', email: next, role: '' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email: u.email, pending_email: next, verified: true });
    expect((await u.client.get('/api/auth/me')).body.user.email).toBe(u.email);
    // Signing in still takes the old address; the new one is nobody's yet.
    expect((await anon().post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(200);
    expect((await anon().post('/api/auth/login', { email: next, password: u.password })).status).toBe(401);
    // The old address is told (besides the alert of the sign-in from a new browser); the link goes to the new one.
    expect((await mailsTo(server, u.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/changing/),
    );
    const link = await mailedLink(server, next, '/verify-email');
    expect((await anon().post('/api/auth/email-change/confirm', { token: 'wrong' })).status).toBe(400);
    expect((await anon().post('/api/auth/email-change/confirm', {})).status).toBe(400);
    const ok = await anon().post('/api/auth/email-change/confirm', { token: link.get('token') });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email: next });
    // The signed-in session follows at once, and the address now signs in.
    expect((await u.client.get('/api/auth/me')).body.user.email).toBe(next);
    expect((await u.client.get('/api/profile')).body).toMatchObject({ email: next, pending_email: null });
    expect((await anon().post('/api/auth/login', { email: next, password: u.password })).status).toBe(200);
    expect((await anon().post('/api/auth/email-change/confirm', { token: link.get('token') })).status).toBe(
      400,
    );
  });

  it('does not let a pending address take plan invitations or block its owner from signing up', async () => {
    const mallory = await signedInUser(server.url, { name: 'Mallory' });
    const victim = uniqueEmail('victim');
    await mallory.client.put('/api/profile', { name: 'Mallory', email: victim, role: '' });
    const cap = await signedInUser(server.url, { name: 'Cap' });
    const plan = (await newPlan(cap.client)).body;
    const inv = await cap.client.post('/api/invitations', {
      plan_id: plan.id,
      invitee_name: 'Victim',
      invitee_email: victim,
    });
    expect(inv.status).toBe(201);
    expect((await mallory.client.get(`/api/plans/${plan.id}`)).status).toBe(404);
    // The real owner signs up and verifies first: the address is theirs, Mallory's link is refused.
    const owner = anon();
    const signup = await owner.post('/api/auth/signup', {
      name: 'Vic',
      email: victim,
      password: 'long enough pw',
    });
    expect(signup.status).toBe(201);
    expect(
      (await owner.post('/api/auth/verify', { email: victim, token: signup.body.verification_token })).status,
    ).toBe(200);
    const link = await mailedLink(server, victim, '/verify-email');
    const late = await anon().post('/api/auth/email-change/confirm', { token: link.get('token') });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('This address already belongs to another account');
    expect((await mallory.client.get('/api/auth/me')).body.user.email).toBe(mallory.email);
  });

  it('matches plan invitations to verified addresses only', async () => {
    const cap = await signedInUser(server.url, { name: 'Cap' });
    const email = uniqueEmail('unverified');
    const signup = await anon().post('/api/auth/signup', { name: 'Un', email, password: 'long enough pw' });
    expect(signup.status).toBe(201);
    const plan = (await newPlan(cap.client)).body;
    await cap.client.post('/api/invitations', { plan_id: plan.id, invitee_name: 'Un', invitee_email: email });
    const p = (await cap.client.get(`/api/plans/${plan.id}`)).body;
    const participant = p.participants.find((x: { name: string }) => x.name === 'Un');
    expect(participant.user_id).toBeNull();
  });

  it('resends and cancels a pending change (401 without a session, 404 with none pending)', async () => {
    expect((await anon().post('/api/auth/email-change/resend')).status).toBe(401);
    expect((await anon().delete('/api/auth/email-change')).status).toBe(401);
    const u = await signedInUser(server.url);
    expect((await u.client.post('/api/auth/email-change/resend')).status).toBe(404);
    expect((await u.client.delete('/api/auth/email-change')).status).toBe(404);
    const next = uniqueEmail('next');
    await u.client.put('/api/profile', { name: 'U', email: next, role: '' });
    const first = await mailedLink(server, next, '/verify-email');
    expect((await u.client.post('/api/auth/email-change/resend')).status).toBe(204);
    const second = await mailedLink(server, next, '/verify-email');
    expect(second.get('token')).not.toBe(first.get('token'));
    expect((await u.client.delete('/api/auth/email-change')).status).toBe(204);
    expect((await u.client.get('/api/profile')).body.pending_email).toBeNull();
    expect((await anon().post('/api/auth/email-change/confirm', { token: second.get('token') })).status).toBe(
      400,
    );
  });

  it('answers 409 for an address another account already has', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const res = await u.client.put('/api/profile', { name: 'U', email: other.email, role: '' });
    expect(res.status).toBe(409);
  });
});
