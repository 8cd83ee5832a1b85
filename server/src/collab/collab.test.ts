import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addBooking, CLOSE, planDocName, choresDocName, type DocBooking } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { docBooking, editor, familyPlan, socketClass, synced, waitFor, type Editor } from './testing.js';

let server: RunningServer;
const open: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const connect = (u: SignedInUser | undefined, name: string) => {
  const e = editor(server.url, name, u?.client.cookie);
  open.push(e);
  return e;
};

describe('collaboration server', () => {
  it('syncs two editors of one family, and a document edit reaches GET /api/plans/:id', async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = connect(a, name);
    const eb = connect(b, name);
    await Promise.all([synced(ea), synced(eb)]);
    expect(ea.doc.getMap('meta').get('name')).toBe('Reunion');
    addBooking(ea.doc, 'b1', docBooking('Fish place', 80));
    ea.doc.getMap('meta').set('status', 'confirmed');
    await waitFor(
      () => eb.doc.getMap('bookings').has('b1') && eb.doc.getMap('meta').get('status') === 'confirmed',
      5000,
      'edit to reach B',
    );
    // Broadcast comes before the commit (DESIGN §5): REST answers it once its sender hears "saved".
    await waitFor(() => ea.allSaved(), 5000, "A's edit to be saved");
    const got = (await b.client.get(`/api/plans/${plan.id}`)).body;
    expect(got).toMatchObject({ status: 'confirmed', total_spent: 80 });
    expect(
      (await b.client.get(`/api/bookings?plan_id=${plan.id}`)).body.map((x: { name: string }) => x.name),
    ).toEqual(['Fish place']);
  });

  it('tells the sender "saved" once its edit is stored and projected', async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = connect(a, name);
    const eb = connect(b, name);
    await Promise.all([synced(ea), synced(eb)]);
    await waitFor(() => ea.saved.size > 0, 5000, 'the first "saved up to"');
    expect(ea.allSaved()).toBe(true);
    addBooking(ea.doc, 'k1', docBooking('Kayaks', 30));
    expect(ea.allSaved()).toBe(false);
    await waitFor(() => ea.allSaved(), 5000, 'saved');
    const rest = (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body as { id: string }[];
    expect(rest.map((r) => r.id)).toEqual(['k1']);
    expect(eb.doc.getMap('bookings').has('k1')).toBe(true);
    // Only the sender is told about its own edits.
    expect(eb.saved.get(ea.doc.clientID)).toBeUndefined();
  });

  it('puts a booking added through REST into connected documents', async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const eb = connect(b, name);
    await synced(eb);
    const res = await a.client.post('/api/bookings', { plan_id: plan.id, name: 'Grand Hotel', cost: 210 });
    await waitFor(() => eb.doc.getMap('bookings').has(res.body.id), 5000, 'REST booking in doc');
    expect((eb.doc.getMap('bookings').get(res.body.id) as DocBooking).cost).toBe(210);
  });

  it('converges under simultaneous edits', async () => {
    const { a, b, name, plan } = await familyPlan(server.url);
    const ea = connect(a, name);
    const eb = connect(b, name);
    await Promise.all([synced(ea), synced(eb)]);
    for (let i = 0; i < 20; i++) {
      addBooking(ea.doc, `a${i}`, docBooking(`A${i}`, 1));
      addBooking(eb.doc, `b${i}`, docBooking(`B${i}`, 2, 'Bob'));
    }
    await waitFor(
      () => ea.doc.getMap('bookings').size === 40 && eb.doc.getMap('bookings').size === 40,
      8000,
      'convergence',
    );
    await waitFor(
      async () => (await a.client.get(`/api/plans/${plan.id}`)).body.total_spent === 60,
      5000,
      'projection',
    );
  });

  it('refuses an unauthenticated client (4401) and a user of another family (4403)', async () => {
    const { name } = await familyPlan(server.url);
    const stranger = await signedInUser(server.url);
    const anon = connect(undefined, name);
    const other = connect(stranger, name);
    await waitFor(() => anon.closes.length > 0 && other.closes.length > 0, 5000, 'refusals');
    expect(anon.closes[0]).toBe(CLOSE.unauthenticated);
    expect(other.closes[0]).toBe(CLOSE.forbidden);
    expect(other.doc.getMap('meta').size).toBe(0);
    const rot = connect(stranger, choresDocName(stranger.user.family_id));
    await synced(rot);
  });

  it('closes only the connection that sends garbage or an oversized frame; the server keeps serving', async () => {
    const { a, b, name } = await familyPlan(server.url);
    const eb = connect(b, name);
    await synced(eb);
    const rawClose = (payload: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const Ws = socketClass(a.client.cookie);
        const ws = new Ws(server.url.replace('http', 'ws') + '/yjs/' + name);
        ws.on('open', () => setTimeout(() => ws.send(payload), 50));
        ws.on('close', (code) => resolve(code));
        ws.on('error', () => undefined);
        setTimeout(() => reject(new Error('not closed')), 5000);
      });
    expect(await rawClose(Buffer.from([0, 2, 0xff, 0xff, 0xff, 0xff, 0x0f, 1, 2]))).toBe(CLOSE.malformed);
    expect(await rawClose(Buffer.from([42, 1, 2, 3]))).toBe(CLOSE.malformed);
    expect(await rawClose(Buffer.alloc(2 * 1024 * 1024, 1))).toBe(1009);
    const ea = connect(a, name);
    await synced(ea);
    addBooking(ea.doc, 'after', docBooking('Still works', 5));
    await waitFor(() => eb.doc.getMap('bookings').has('after'), 5000, 'server still serving');
    expect(eb.closes).toEqual([]);
  });

  it('drops an invalid update, tells the sender, and never stores it', async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = connect(a, name);
    const eb = connect(b, name);
    await Promise.all([synced(ea), synced(eb)]);
    ea.doc.getMap('bookings').set('bad', { name: '', cost: -5 });
    await waitFor(() => ea.rejections.length > 0, 5000, 'rejection');
    expect(ea.rejections[0]).toMatch(/bookings/);
    // Later edits of that client build on the rejected one: refused too, until it reloads.
    ea.doc.getMap('meta').set('status', 'confirmed');
    await waitFor(() => ea.rejections.length > 1, 5000, 'second rejection');
    // A client may not grant access by linking a participant to an account.
    const ec = connect(a, name);
    await synced(ec);
    ec.doc
      .getMap('participants')
      .set('x', { name: 'Mallory', role: 'participant', email: null, user_id: b.user.id, added_at: 'now' });
    await waitFor(() => ec.rejections.length > 0, 5000, 'access rejection');
    expect(ec.rejections[0]).toMatch(/invitations/);
    await new Promise((r) => setTimeout(r, 200));
    expect(eb.doc.getMap('bookings').has('bad')).toBe(false);
    expect(eb.doc.getMap('participants').has('x')).toBe(false);
    expect(eb.doc.getMap('meta').get('status')).toBe('planning');
    expect((await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body).toEqual([]);
  });

  it('shows presence with the name the server knows, whatever the client claims', async () => {
    const { a, b, name } = await familyPlan(server.url);
    const ea = connect(a, name);
    const eb = connect(b, name);
    await Promise.all([synced(ea), synced(eb)]);
    ea.provider.awareness.setLocalStateField('user', { name: 'The Queen' });
    await waitFor(
      () =>
        [...eb.provider.awareness.getStates().values()].some(
          (s) => (s.user as { name?: string } | undefined)?.name === 'Alice',
        ),
      5000,
      'presence',
    );
    const names = [...eb.provider.awareness.getStates().values()].map(
      (s) => (s.user as { name?: string } | undefined)?.name,
    );
    expect(names).not.toContain('The Queen');
  });

  it('disconnects a participant who is removed from the plan', async () => {
    const cap = await signedInUser(server.url, { name: 'Cap' });
    const guest = await signedInUser(server.url, { name: 'Guest' });
    const plan = (await cap.client.post('/api/plans', { name: 'Private', start_date: '2026-03-03' })).body;
    await cap.client.post('/api/invitations', {
      plan_id: plan.id,
      invitee_name: 'Guest',
      invitee_email: guest.email,
    });
    const eg = connect(guest, planDocName(plan.id));
    await synced(eg);
    const pid = (await cap.client.get(`/api/plans/${plan.id}`)).body.participants.find(
      (p: { name: string }) => p.name === 'Guest',
    ).id;
    await cap.client.delete(`/api/plans/${plan.id}/participants/${pid}`);
    await waitFor(() => eg.closes.includes(CLOSE.forbidden), 5000, 'removed participant closed');
  });

  it('refuses a foreign Origin on upgrade', async () => {
    const { a, name } = await familyPlan(server.url);
    const Ws = socketClass(a.client.cookie, 'https://evil.example');
    const ws = new Ws(server.url.replace('http', 'ws') + '/yjs/' + name);
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    void WebSocket;
  });
});
