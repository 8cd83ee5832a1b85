import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking, planDocName, setPlanFields, setSharePaid, type DocParticipant } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { docBooking, editor, synced, waitFor, type Editor } from '../collab/testing.js';

// Plan roles per Yjs update, with real y-websocket clients: a refused update is never stored nor
// broadcast, and its sender is told why.
let server: RunningServer;
const open: Editor[] = [];
let cap: SignedInUser, pat: SignedInUser, vi: SignedInUser, fam: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  cap = await signedInUser(server.url, { name: 'Cap' });
  pat = await signedInUser(server.url, { name: 'Pat', inFamilyOf: cap });
  vi = await signedInUser(server.url, { name: 'Vi', inFamilyOf: cap });
  fam = await signedInUser(server.url, { name: 'Fam', inFamilyOf: cap });
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const connect = async (u: SignedInUser, name: string) => {
  const e = editor(server.url, name, u.client.cookie);
  open.push(e);
  await synced(e);
  return e;
};

/** A family_only plan of Cap's with Pat a participant and Vi a viewer (Fam has no row), with a booking. */
async function plan() {
  const p = (
    await cap.client.post('/api/plans', {
      name: 'Lake week',
      start_date: '2026-07-01',
      privacy: 'family_only',
      type: 'vacation',
    })
  ).body as { id: string };
  for (const [u, role] of [
    [pat, 'participant'],
    [vi, 'viewer'],
  ] as const)
    await cap.client.post('/api/invitations', {
      plan_id: p.id,
      invitee_name: u.user.name,
      invitee_email: u.email,
      role,
    });
  const booking = (await cap.client.post('/api/bookings', { plan_id: p.id, name: 'Cabin', cost: 300 }))
    .body as {
    id: string;
  };
  const expense = (
    await cap.client.post('/api/expenses/shared', {
      plan_id: p.id,
      description: 'Groceries',
      total_amount: 20,
      participant_names: ['Pat', 'Cap'],
    })
  ).body as { id: string };
  const name = planDocName(p.id);
  // Cap's editor watches what is broadcast; `stored` is what REST reports.
  const watcher = await connect(cap, name);
  const stored = async () => ({
    plan: (await cap.client.get(`/api/plans/${p.id}`)).body,
    bookings: (await cap.client.get(`/api/bookings?plan_id=${p.id}`)).body as {
      id: string;
      created_by: string;
    }[],
  });
  /** A valid edit by the captain, seen by the watcher: everything sent before it has been handled. */
  const settle = async (mark: string) => {
    const e = await connect(cap, name);
    setPlanFields(e.doc, { description: mark });
    await waitFor(() => watcher.doc.getMap('meta').get('description') === mark, 5000, mark);
  };
  return { id: p.id, name, bookingId: booking.id, expenseId: expense.id, watcher, stored, settle };
}

/** One attempt on a fresh connection (so that it does not build on an earlier refused one). */
async function attempt(u: SignedInUser, name: string, change: (e: Editor) => void) {
  const e = await connect(u, name);
  change(e);
  await waitFor(() => e.rejections.length > 0, 5000, 'the refusal');
  return e.rejections[0];
}

const rowOf = (e: Editor, userId: string) =>
  [...(e.doc.getMap('participants') as unknown as Map<string, DocParticipant>).entries()].find(
    ([, p]) => p.user_id === userId,
  )!;

describe('plan roles per Yjs update', () => {
  it("refuses a viewer's every update (rename, booking delete, self-promotion): never stored nor broadcast", async () => {
    const p = await plan();
    expect(await attempt(vi, p.name, (e) => setPlanFields(e.doc, { name: 'Mine now' }))).toBe(
      "Viewers can't edit this plan",
    );
    expect(await attempt(vi, p.name, (e) => e.doc.getMap('bookings').delete(p.bookingId))).toBe(
      "Viewers can't edit this plan",
    );
    expect(
      await attempt(vi, p.name, (e) => {
        const [id, row] = rowOf(e, vi.user.id);
        e.doc.getMap('participants').set(id, { ...row, role: 'captain' });
      }),
    ).toBe("Viewers can't edit this plan");
    expect(await attempt(vi, p.name, (e) => addBooking(e.doc, 'vb', docBooking('Sneaky', 1, 'Vi')))).toBe(
      "Viewers can't edit this plan",
    );
    await p.settle('after the viewer');
    expect(p.watcher.doc.getMap('meta').get('name')).toBe('Lake week');
    expect(p.watcher.doc.getMap('bookings').has(p.bookingId)).toBe(true);
    expect(p.watcher.doc.getMap('bookings').has('vb')).toBe(false);
    expect(rowOf(p.watcher, vi.user.id)[1].role).toBe('viewer');
    // The server's copy was rolled back after each refusal: an editor joining now syncs none of it.
    const joining = await connect(cap, p.name);
    expect(joining.doc.getMap('meta').get('name')).toBe('Lake week');
    expect(joining.doc.getMap('meta').get('description')).toBe('after the viewer');
    expect(joining.doc.getMap('bookings').has(p.bookingId)).toBe(true);
    expect(joining.doc.getMap('bookings').has('vb')).toBe(false);
    expect(rowOf(joining, vi.user.id)[1].role).toBe('viewer');
    const { plan: got, bookings } = await p.stored();
    expect(got).toMatchObject({ name: 'Lake week', total_spent: 320 });
    expect(bookings.map((b) => b.id)).toEqual([p.bookingId]);
    expect((await vi.client.get(`/api/plans/${p.id}`)).body.my_role).toBe('viewer');
  });

  it("still shares a viewer's presence", async () => {
    const p = await plan();
    const e = await connect(vi, p.name);
    e.provider.awareness.setLocalStateField('cursor', 1);
    await waitFor(
      () =>
        [...p.watcher.provider.awareness.getStates().values()].some(
          (s) => (s.user as { name?: string } | undefined)?.name === 'Vi',
        ),
      5000,
      "the viewer's presence",
    );
  });

  it('refuses a participant changing privacy, promoting themselves, or ticking someone else’s share', async () => {
    const p = await plan();
    expect(await attempt(pat, p.name, (e) => setPlanFields(e.doc, { privacy: 'shared' }))).toBe(
      "Participants can't change who can see this plan",
    );
    expect(
      await attempt(pat, p.name, (e) => {
        const [id, row] = rowOf(e, pat.user.id);
        e.doc.getMap('participants').set(id, { ...row, role: 'co_captain' });
      }),
    ).toBe("Participants can't grant a role above their own");
    expect(await attempt(pat, p.name, (e) => setSharePaid(e.doc, p.expenseId, 1, true))).toBe(
      "Participants can't tick other people's shares",
    );
    const own = await connect(pat, p.name);
    setSharePaid(own.doc, p.expenseId, 0, true);
    await waitFor(() => p.watcher.doc.getMap('paid').get(`${p.expenseId}:0`) === true, 5000, 'own tick');
    await p.settle('after the participant');
    expect(p.watcher.doc.getMap('paid').has(`${p.expenseId}:1`)).toBe(false);
    expect(own.rejections).toEqual([]);
    expect((await p.stored()).plan.privacy).toBe('family_only');
    expect(rowOf(p.watcher, pat.user.id)[1].role).toBe('participant');
  });

  it('lets a participant add a booking as themselves, and refuses one credited to someone else', async () => {
    const p = await plan();
    expect(await attempt(pat, p.name, (e) => addBooking(e.doc, 'm', docBooking('Spa', 50, 'Mallory')))).toBe(
      'A booking is created by whoever adds it: created_by must be "Pat"',
    );
    const e = await connect(pat, p.name);
    addBooking(e.doc, 'own', docBooking('Kayaks', 40, 'Pat'));
    await waitFor(() => p.watcher.doc.getMap('bookings').has('own'), 5000, 'the own booking');
    const { bookings } = await p.stored();
    expect(bookings.map((b) => `${b.id}:${b.created_by}`).sort()).toEqual(
      [`${p.bookingId}:Cap`, 'own:Pat'].sort(),
    );
    expect(e.rejections).toEqual([]);
  });

  it('refuses a family member switching a family_only plan to shared', async () => {
    const p = await plan();
    expect(await attempt(fam, p.name, (e) => setPlanFields(e.doc, { privacy: 'shared' }))).toBe(
      "Family members who aren't on the plan can't change who can see this plan",
    );
    await p.settle('after the family member');
    expect((await p.stored()).plan.privacy).toBe('family_only');
    expect(p.watcher.doc.getMap('meta').get('privacy')).toBe('family_only');
  });

  it('lets the captain rename the plan and change its privacy', async () => {
    const p = await plan();
    const e = await connect(cap, p.name);
    setPlanFields(e.doc, { name: 'Lake fortnight', privacy: 'private' });
    await waitFor(async () => (await p.stored()).plan.name === 'Lake fortnight', 5000, 'the rename');
    expect((await p.stored()).plan.privacy).toBe('private');
    expect(e.rejections).toEqual([]);
  });
});
