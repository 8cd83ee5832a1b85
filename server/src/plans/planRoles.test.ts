import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRole } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

// Plan roles over REST (the matrix: shared/src/domain/plans/planRoles.ts). One family: the captain
// invites a co-captain, a participant and a viewer; a fifth member has no participant row (a
// family_member of the family_only plan); a stranger may not see the plan at all (404).
let server: RunningServer;
const users = {} as Record<PlanRole | 'stranger', SignedInUser>;
beforeAll(async () => {
  server = await startTestServer();
  users.captain = await signedInUser(server.url, { name: 'Cap' });
  const cap = users.captain;
  users.co_captain = await signedInUser(server.url, { name: 'Coco', inFamilyOf: cap });
  users.participant = await signedInUser(server.url, { name: 'Pat', inFamilyOf: cap });
  users.viewer = await signedInUser(server.url, { name: 'Vi', inFamilyOf: cap });
  users.family_member = await signedInUser(server.url, { name: 'Fam', inFamilyOf: cap });
  users.stranger = await signedInUser(server.url, { name: 'Stranger' });
});
afterAll(() => server.close());

const ROLES: PlanRole[] = ['captain', 'co_captain', 'participant', 'family_member', 'viewer'];
type Participant = { id: string; name: string; role: string };

/** A fresh family_only plan with everyone in place; `rowOf(name)` finds a participant row. */
async function plan() {
  const cap = users.captain.client;
  const p = (
    await cap.post('/api/plans', {
      name: 'Lake week',
      start_date: '2026-07-01',
      privacy: 'family_only',
      type: 'vacation',
    })
  ).body;
  for (const role of ['co_captain', 'participant', 'viewer'] as const) {
    const u = users[role];
    const inv = await cap.post('/api/invitations', {
      plan_id: p.id,
      invitee_name: u.user.name,
      invitee_email: u.email,
      role,
    });
    expect(inv.status).toBe(201);
  }
  // An expense with a share for everyone, and one for somebody who is not a user.
  const expense = (
    await cap.post('/api/expenses/shared', {
      plan_id: p.id,
      description: 'Groceries',
      total_amount: 60,
      participant_names: ['Cap', 'Coco', 'Pat', 'Vi', 'Fam', 'Grandma'],
    })
  ).body;
  const participants = (await cap.get(`/api/plans/${p.id}`)).body.participants as Participant[];
  const rowOf = (name: string) => participants.find((x) => x.name === name)!;
  return { id: p.id as string, expense, rowOf };
}

const status = (r: { status: number }) => r.status;

describe('plan roles over REST', () => {
  it('tells each user their role on the plan (my_role, is_captain) and hides it from a stranger', async () => {
    const p = await plan();
    for (const role of ROLES) {
      const got = await users[role].client.get(`/api/plans/${p.id}`);
      expect(got.body).toMatchObject({ my_role: role, is_captain: role === 'captain' });
    }
    const list = (await users.viewer.client.get('/api/plans')).body as { id: string; my_role: string }[];
    expect(list.find((x) => x.id === p.id)?.my_role).toBe('viewer');
    expect(status(await users.stranger.client.get(`/api/plans/${p.id}`))).toBe(404);
  });

  const matrix: [string, Record<PlanRole, number>][] = [
    ['add a booking', { captain: 201, co_captain: 201, participant: 201, family_member: 201, viewer: 403 }],
    ['add an expense', { captain: 201, co_captain: 201, participant: 201, family_member: 201, viewer: 403 }],
    [
      'tick their own share',
      { captain: 200, co_captain: 200, participant: 200, family_member: 200, viewer: 403 },
    ],
    [
      "tick someone else's share",
      { captain: 200, co_captain: 200, participant: 403, family_member: 403, viewer: 403 },
    ],
    ['invite a viewer', { captain: 201, co_captain: 201, participant: 403, family_member: 403, viewer: 403 }],
    [
      'invite a co-captain',
      { captain: 201, co_captain: 201, participant: 403, family_member: 403, viewer: 403 },
    ],
    [
      'invite a captain',
      { captain: 400, co_captain: 400, participant: 400, family_member: 400, viewer: 400 },
    ],
    [
      'remove the captain',
      { captain: 403, co_captain: 403, participant: 403, family_member: 403, viewer: 403 },
    ],
    [
      'remove the viewer',
      { captain: 200, co_captain: 200, participant: 403, family_member: 403, viewer: 403 },
    ],
    [
      'make the participant a viewer',
      { captain: 200, co_captain: 200, participant: 403, family_member: 403, viewer: 403 },
    ],
    [
      'make themselves captain',
      { captain: 200, co_captain: 403, participant: 403, family_member: 404, viewer: 403 },
    ],
  ];
  const act = async (what: string, u: SignedInUser, p: Awaited<ReturnType<typeof plan>>) => {
    const c = u.client;
    const shares = p.expense.participants.map((s: { name: string }) => s.name) as string[];
    const invite = (role: string) =>
      c.post('/api/invitations', { plan_id: p.id, invitee_name: 'Guest', role });
    const self = (await c.get(`/api/plans/${p.id}`)).body.participants.find(
      (x: { user_id: string }) => x.user_id === u.user.id,
    );
    switch (what) {
      case 'add a booking':
        return c.post('/api/bookings', { plan_id: p.id, name: 'Canoe', cost: 20 });
      case 'add an expense':
        return c.post('/api/expenses/shared', {
          plan_id: p.id,
          description: 'Ice cream',
          total_amount: 8,
          participant_names: ['Pat', 'Fam'],
        });
      case 'tick their own share':
        return c.put(`/api/expenses/shared/${p.expense.id}/shares/${shares.indexOf(u.user.name)}`, {
          paid: true,
        });
      case "tick someone else's share":
        return c.put(`/api/expenses/shared/${p.expense.id}/shares/${shares.indexOf('Grandma')}`, {
          paid: true,
        });
      case 'invite a viewer':
        return invite('viewer');
      case 'invite a co-captain':
        return invite('co_captain');
      case 'invite a captain':
        return invite('captain');
      case 'remove the captain':
        return c.delete(`/api/plans/${p.id}/participants/${p.rowOf('Cap').id}`);
      case 'remove the viewer':
        return c.delete(`/api/plans/${p.id}/participants/${p.rowOf('Vi').id}`);
      case 'make the participant a viewer':
        return c.put(`/api/plans/${p.id}/participants/${p.rowOf('Pat').id}/role`, { role: 'viewer' });
      case 'make themselves captain':
        return c.put(`/api/plans/${p.id}/participants/${self?.id ?? 'none'}/role`, { role: 'captain' });
    }
    throw new Error(what);
  };

  for (const [what, expected] of matrix)
    it(`answers each role that tries to ${what}`, async () => {
      const got = {} as Record<PlanRole, number>;
      for (const role of ROLES) got[role] = status(await act(what, users[role], await plan()));
      expect(got).toEqual(expected);
    });

  it('answers 403 with the reason, and changes nothing', async () => {
    const p = await plan();
    const res = await users.viewer.client.post('/api/invitations', {
      plan_id: p.id,
      invitee_name: 'Outsider',
      invitee_email: 'outsider@example.test',
      role: 'co_captain',
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Viewers can't edit this plan");
    const pat = await users.participant.client.delete(`/api/plans/${p.id}/participants/${p.rowOf('Cap').id}`);
    expect(pat.body.detail).toBe('Nobody can remove the captain');
    const co = await users.co_captain.client.post('/api/invitations', {
      plan_id: p.id,
      invitee_name: 'X',
      role: 'captain',
    });
    expect(co.status).toBe(400);
    const after = (await users.captain.client.get(`/api/plans/${p.id}`)).body.participants as Participant[];
    expect(after.map((x) => `${x.name}:${x.role}`)).toEqual([
      'Cap:captain',
      'Coco:co_captain',
      'Pat:participant',
      'Vi:viewer',
    ]);
    expect((await users.captain.client.get(`/api/bookings?plan_id=${p.id}`)).body).toEqual([]);
  });

  it('hands the captaincy over: the new captain leads, the old one becomes a co-captain', async () => {
    const p = await plan();
    const res = await users.captain.client.put(`/api/plans/${p.id}/participants/${p.rowOf('Coco').id}/role`, {
      role: 'captain',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ my_role: 'co_captain', is_captain: false, event_captain_name: 'Coco' });
    expect(
      res.body.participants.filter((x: Participant) => x.role === 'captain').map((x: Participant) => x.name),
    ).toEqual(['Coco']);
    expect((await users.co_captain.client.get(`/api/plans/${p.id}`)).body.my_role).toBe('captain');
    // The former captain may now be removed; they keep nothing but what the family may see.
    const gone = await users.co_captain.client.delete(`/api/plans/${p.id}/participants/${p.rowOf('Cap').id}`);
    expect(gone.status).toBe(200);
    expect((await users.captain.client.get(`/api/plans/${p.id}`)).body.my_role).toBe('family_member');
  });

  it('lets a co-captain demote another co-captain but never the captain; 404 for a missing participant', async () => {
    const p = await plan();
    const co = users.co_captain.client;
    expect(
      status(await co.put(`/api/plans/${p.id}/participants/${p.rowOf('Cap').id}/role`, { role: 'viewer' })),
    ).toBe(403);
    expect(status(await co.put(`/api/plans/${p.id}/participants/nope/role`, { role: 'viewer' }))).toBe(404);
    expect(
      status(await co.put(`/api/plans/${p.id}/participants/${p.rowOf('Pat').id}/role`, { role: 'boss' })),
    ).toBe(400);
    expect(
      status(
        await users.stranger.client.put(`/api/plans/${p.id}/participants/${p.rowOf('Pat').id}/role`, {
          role: 'viewer',
        }),
      ),
    ).toBe(404);
    expect(
      status(
        await new TestClient(server.url).put(`/api/plans/${p.id}/participants/${p.rowOf('Pat').id}/role`, {
          role: 'viewer',
        }),
      ),
    ).toBe(401);
    const cap = users.captain.client;
    expect(
      status(
        await cap.put(`/api/plans/${p.id}/participants/${p.rowOf('Cap').id}/role`, { role: 'participant' }),
      ),
    ).toBe(403);
  });

  it('lets a participant leave the plan, but not a viewer', async () => {
    const p = await plan();
    expect(
      status(await users.viewer.client.delete(`/api/plans/${p.id}/participants/${p.rowOf('Vi').id}`)),
    ).toBe(403);
    const left = await users.participant.client.delete(
      `/api/plans/${p.id}/participants/${p.rowOf('Pat').id}`,
    );
    expect(left.status).toBe(200);
    expect(left.body.my_role).toBe('family_member');
  });
});

describe('names come from the session', () => {
  it("stores the signed-in user's name as a booking's creator and an invitation's inviter", async () => {
    const p = await plan();
    const b = await users.participant.client.post('/api/bookings', {
      plan_id: p.id,
      name: 'Boat',
      cost: 30,
      created_by: 'Mallory',
    });
    expect(b.status).toBe(201);
    expect(b.body.created_by).toBe('Pat');
    const listed = (await users.captain.client.get(`/api/bookings?plan_id=${p.id}`)).body;
    expect(listed.map((x: { created_by: string }) => x.created_by)).toEqual(['Pat']);
    const inv = await users.co_captain.client.post('/api/invitations', {
      plan_id: p.id,
      invitee_name: 'Guest',
      inviter_name: 'Mallory',
    });
    expect(inv.status).toBe(201);
    expect(inv.body.inviter_name).toBe('Coco');
    const row = await server.deps.db
      .selectFrom('plan_invitations')
      .select('inviter_name')
      .where('id', '=', inv.body.id)
      .executeTakeFirstOrThrow();
    expect(row.inviter_name).toBe('Coco');
  });
});
