import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChangeEvent, GrantableFamilyRole } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OTHER_ID = '00000000-0000-4000-8000-000000000000';
const join = (owner: SignedInUser, role: GrantableFamilyRole, name = role) =>
  signedInUser(server.url, { name: name[0]!.toUpperCase() + name.slice(1), inFamilyOf: owner, role });

/** An owner with an adult, a teen and a caregiver. */
async function household() {
  const owner = await signedInUser(server.url, { name: 'Owner' });
  const [adult, teen, caregiver] = await Promise.all([
    join(owner, 'adult'),
    join(owner, 'teen'),
    join(owner, 'caregiver'),
  ]);
  return { owner, adult, teen, caregiver };
}

let childNo = 0;
const childName = () => `kid${Date.now().toString(36)}${++childNo}`;

async function addChildAccount(parent: SignedInUser, pin = '2468') {
  const username = childName();
  const res = await parent.client.post('/api/family/children-accounts', { name: 'Mia', username, pin });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, username, pin };
}

async function childSignIn(username: string, pin: string) {
  const client = new TestClient(server.url);
  const res = await client.post('/api/auth/child-login', { username, pin });
  return { client, res };
}

function socketOf(u: { client: TestClient }): Promise<Socket> {
  const socket: Socket = connect(server.url, {
    path: '/socket.io',
    extraHeaders: { cookie: u.client.cookie! },
    transports: ['websocket'],
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const nextChange = (socket: Socket, resource: string) =>
  new Promise<ChangeEvent>((resolve) => {
    const on = (e: ChangeEvent) => {
      if (e.resource !== resource) return;
      socket.off('change', on);
      resolve(e);
    };
    socket.on('change', on);
  });

const FAMILY_MONEY = [
  '/api/expenses?scope=family',
  '/api/bank-accounts?scope=family',
  '/api/credit-cards?scope=family',
  '/api/recurring-charges?scope=family',
  '/api/budgets?scope=family',
];

describe('family money', () => {
  it('is for adults only: teens, caregivers and children answer 403', async () => {
    const { owner, adult, teen, caregiver } = await household();
    const child = await addChildAccount(owner);
    const kid = (await childSignIn(child.username, child.pin)).client;
    await teen.client.post('/api/bank-accounts', {
      account_name: 'Pocket',
      institution: 'Bank',
      balance: 20,
    });
    for (const path of FAMILY_MONEY) {
      expect((await owner.client.get(path)).status, path).toBe(200);
      expect((await adult.client.get(path)).status, path).toBe(200);
      for (const who of [teen.client, caregiver.client, kid])
        expect((await who.get(path)).status, path).toBe(403);
      expect((await teen.client.get(path)).body.detail).toMatch(/adults see the family's money/);
    }
    expect((await adult.client.get('/api/bank-accounts?scope=family')).body).toEqual([
      expect.objectContaining({ account_name: 'Pocket', owner_id: teen.user.id }),
    ]);
    // A teen keeps money of their own; a caregiver and a child have no finance pages at all.
    expect((await teen.client.get('/api/bank-accounts')).status).toBe(200);
    for (const who of [caregiver.client, kid]) {
      expect((await who.get('/api/expenses')).status).toBe(403);
      expect((await who.get('/api/bank-accounts')).status).toBe(403);
      const add = await who.post('/api/expenses', { title: 'Toy', amount: 5, date: '2024-02-01' });
      expect(add.status).toBe(403);
      expect(add.body.detail).toMatch(/not available/);
    }
  });

  it('lets caregivers and children read the kids, and only adults and caregivers change them', async () => {
    const { owner, teen, caregiver } = await household();
    const child = await addChildAccount(owner);
    const kid = (await childSignIn(child.username, child.pin)).client;
    const mia = await caregiver.client.post('/api/children', { name: 'Mia', age: 7 });
    expect(mia.status).toBe(201);
    for (const who of [teen.client, kid]) {
      expect((await who.get('/api/children')).body).toEqual([expect.objectContaining({ name: 'Mia' })]);
      expect((await who.post('/api/children', { name: 'Leo', age: 5 })).status).toBe(403);
      expect((await who.delete(`/api/children/${mia.body.id}`)).status).toBe(403);
    }
    expect((await owner.client.get('/api/children')).body).toHaveLength(1);
  });
});

describe('family invites', () => {
  it('needs a session and a valid role', async () => {
    const owner = await signedInUser(server.url);
    expect((await new TestClient(server.url).post('/api/family/invites', {})).status).toBe(401);
    const bad = await owner.client.post('/api/family/invites', { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/role/);
  });

  it('are created by adults, giving the chosen role; admin only by the owner or an admin', async () => {
    const { owner, adult, teen, caregiver } = await household();
    for (const who of [teen, caregiver]) {
      const res = await who.client.post('/api/family/invites', { role: 'adult' });
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/adults invite/);
    }
    const child = await addChildAccount(owner);
    const kid = (await childSignIn(child.username, child.pin)).client;
    expect((await kid.post('/api/family/invites', {})).status).toBe(403);

    expect((await adult.client.post('/api/family/invites', { role: 'admin' })).status).toBe(403);
    const byAdult = await adult.client.post('/api/family/invites', { role: 'caregiver' });
    expect(byAdult.status).toBe(201);
    expect(byAdult.body.role).toBe('caregiver');
    const admin = await join(owner, 'admin');
    expect(admin.user.family_role).toBe('admin');
    expect((await admin.client.post('/api/family/invites', { role: 'admin' })).body.role).toBe('admin');

    const nanny = await signedInUser(server.url, { name: 'Nanny' });
    const joined = await nanny.client.post('/api/family/join', { code: byAdult.body.code });
    expect(joined.status).toBe(200);
    expect((await nanny.client.get('/api/auth/me')).body.user.family_role).toBe('caregiver');
  });
});

describe('members', () => {
  it("hides members' personal details from caregivers and children", async () => {
    const { owner, teen, caregiver } = await household();
    const child = await addChildAccount(owner);
    const kid = (await childSignIn(child.username, child.pin)).client;
    const byTeen = (await teen.client.get('/api/family')).body.members;
    expect(byTeen.find((m: { id: string }) => m.id === owner.user.id).email).toBe(owner.email);
    for (const who of [caregiver, { client: kid, user: { id: child.id } }]) {
      const members = (await who.client.get('/api/family')).body.members as {
        id: string;
        email: string | null;
        role: string;
      }[];
      expect(members.map((m) => m.role).sort()).toEqual(['adult', 'caregiver', 'child', 'owner', 'teen']);
      for (const m of members) if (m.id !== caregiver.user.id) expect(m.email).toBeNull();
    }
    const mine = (await caregiver.client.get('/api/family')).body.members.find(
      (m: { id: string }) => m.id === caregiver.user.id,
    );
    expect(mine.email).toBe(caregiver.email);
  });

  it('change role: 401, 400, 403 for non-managers, 404 for other families, success seen live', async () => {
    const { owner, adult, teen } = await household();
    const stranger = await signedInUser(server.url);
    const path = (id: string) => `/api/family/members/${id}/role`;
    expect((await new TestClient(server.url).put(path(teen.user.id), { role: 'adult' })).status).toBe(401);
    expect((await owner.client.put(path(teen.user.id), { role: 'boss' })).status).toBe(400);
    expect((await owner.client.put(path('not-a-uuid'), { role: 'adult' })).status).toBe(400);
    const refused = await adult.client.put(path(teen.user.id), { role: 'adult' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/owner and admins/);
    expect((await owner.client.put(path(stranger.user.id), { role: 'adult' })).status).toBe(404);
    expect((await owner.client.put(path(OTHER_ID), { role: 'adult' })).status).toBe(404);

    const socket = await socketOf(teen);
    const live = nextChange(socket, 'family');
    const promoted = await owner.client.put(path(teen.user.id), { role: 'adult' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.members.find((m: { id: string }) => m.id === teen.user.id).role).toBe('adult');
    expect(await live).toMatchObject({ resource: 'family', action: 'updated' });
    socket.disconnect();
    // The very next request of the promoted member already has the new role.
    expect((await teen.client.get('/api/auth/me')).body.user.family_role).toBe('adult');
    expect((await teen.client.get('/api/expenses?scope=family')).status).toBe(200);
  });

  it('nobody demotes the owner; admins manage members; the owner hands the family over', async () => {
    const { owner, adult, teen } = await household();
    const path = (id: string) => `/api/family/members/${id}/role`;
    expect((await owner.client.put(path(adult.user.id), { role: 'admin' })).status).toBe(200);
    const admin = adult;
    const demote = await admin.client.put(path(owner.user.id), { role: 'adult' });
    expect(demote.status).toBe(403);
    expect(demote.body.detail).toMatch(/owner's role/);
    expect((await owner.client.put(path(owner.user.id), { role: 'adult' })).status).toBe(403);
    expect((await admin.client.put(path(teen.user.id), { role: 'admin' })).status).toBe(200);
    expect((await admin.client.put(path(teen.user.id), { role: 'owner' })).status).toBe(403);

    const handed = await owner.client.put(path(admin.user.id), { role: 'owner' });
    expect(handed.status).toBe(200);
    const roles = Object.fromEntries(
      handed.body.members.map((m: { name: string; role: string }) => [m.name, m.role]),
    );
    expect(roles).toEqual({ Owner: 'admin', Adult: 'owner', Teen: 'admin', Caregiver: 'caregiver' });
    expect((await owner.client.get('/api/auth/me')).body.user.family_role).toBe('admin');
  });

  it('remove: 401, 403, 404, the owner stays; the removed member gets a family of their own', async () => {
    const { owner, adult, teen, caregiver } = await household();
    const stranger = await signedInUser(server.url);
    const path = (id: string) => `/api/family/members/${id}`;
    expect((await new TestClient(server.url).delete(path(teen.user.id))).status).toBe(401);
    expect((await owner.client.delete(path('nope'))).status).toBe(400);
    expect((await adult.client.delete(path(teen.user.id))).status).toBe(403);
    expect((await caregiver.client.delete(path(teen.user.id))).status).toBe(403);
    expect((await owner.client.delete(path(stranger.user.id))).status).toBe(404);
    expect((await owner.client.delete(path(owner.user.id))).status).toBe(400);
    await owner.client.put(`/api/family/members/${adult.user.id}/role`, { role: 'admin' });
    const kept = await adult.client.delete(path(owner.user.id));
    expect(kept.status).toBe(403);
    expect(kept.body.detail).toMatch(/owner cannot be removed/);

    const socket = await socketOf(teen);
    const moved = nextChange(socket, 'family');
    const invite = await teen.client.post('/api/family/invites', {});
    expect(invite.status).toBe(403);
    const res = await adult.client.delete(path(teen.user.id));
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { id: string }) => m.id)).not.toContain(teen.user.id);
    await moved;
    const me = (await teen.client.get('/api/auth/me')).body.user;
    expect(me.family_id).not.toBe(owner.user.family_id);
    expect(me.family_role).toBe('owner');
    expect((await teen.client.get('/api/family')).body.members).toHaveLength(1);
    // The removed member's socket now follows their own family, not the old one.
    const old = new Promise((resolve) => {
      socket.on('change', (e: ChangeEvent) => e.resource === 'children' && resolve('heard'));
      setTimeout(() => resolve('silent'), 400);
    });
    await owner.client.post('/api/children', { name: 'Nia', age: 3 });
    expect(await old).toBe('silent');
    socket.disconnect();
  });

  it('leave: the owner hands over first; a member leaves for a family of their own', async () => {
    const { owner, adult } = await household();
    expect((await new TestClient(server.url).post('/api/family/leave')).status).toBe(401);
    const ownerLeaves = await owner.client.post('/api/family/leave');
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.detail).toMatch(/hands the family over/);
    const left = await adult.client.post('/api/family/leave');
    expect(left.status).toBe(200);
    expect(left.body.members).toEqual([expect.objectContaining({ id: adult.user.id, role: 'owner' })]);
    expect((await adult.client.post('/api/family/leave')).status).toBe(400);
    expect(
      (await owner.client.get('/api/family')).body.members.map((m: { id: string }) => m.id),
    ).not.toContain(adult.user.id);
  });
});

describe('child accounts', () => {
  it('create: 401, 400, 403 for non-adults, 409 for a taken username, 201', async () => {
    const { owner, adult, teen, caregiver } = await household();
    const path = '/api/family/children-accounts';
    const body = { name: 'Mia', username: childName(), pin: '1234' };
    expect((await new TestClient(server.url).post(path, body)).status).toBe(401);
    for (const bad of [
      { ...body, pin: '12' },
      { ...body, pin: '12345678901' },
      { ...body, pin: 'abcd' },
      { ...body, username: 'a' },
      { ...body, username: 'has space' },
      { ...body, name: '' },
    ])
      expect((await owner.client.post(path, bad)).status, JSON.stringify(bad)).toBe(400);
    for (const who of [teen, caregiver]) expect((await who.client.post(path, body)).status).toBe(403);

    const made = await adult.client.post(path, body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Mia', role: 'child', email: null, child_account: true });
    // Usernames are unique over the whole server (the sign-in page has no family field), any case.
    const other = await signedInUser(server.url);
    const taken = await other.client.post(path, { ...body, username: body.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toMatch(/taken/);
    const members = (await owner.client.get('/api/family')).body.members;
    expect(members.find((m: { id: string }) => m.id === made.body.id)).toMatchObject({ role: 'child' });
  });

  it('a child signs in with username and PIN and sees no money, no invites, no profile edits', async () => {
    const owner = await signedInUser(server.url, { name: 'Owner' });
    const child = await addChildAccount(owner, '9876');
    expect((await childSignIn(child.username, '')).res.status).toBe(400);
    expect((await childSignIn(child.username, '1111')).res.status).toBe(401);
    expect((await childSignIn('nobody-here', '1111')).res.status).toBe(401);
    // Passwords and PINs are separate doors: a child account has no email to sign in with.
    const { client: kid, res } = await childSignIn(child.username.toUpperCase(), '9876');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: child.id, family_role: 'child', email: null, verified: true });
    expect((await kid.get('/api/auth/me')).body.user.family_id).toBe(owner.user.family_id);
    expect((await kid.get('/api/expenses?scope=family')).status).toBe(403);
    expect((await kid.get('/api/credit-cards')).status).toBe(403);
    expect((await kid.post('/api/family/invites', {})).status).toBe(403);
    expect((await kid.post('/api/family/leave')).status).toBe(403);
    const edit = await kid.put('/api/profile', { name: 'Boss', email: 'kid@example.test', role: '' });
    expect(edit.status).toBe(403);
    expect((await kid.get('/api/profile')).body.email).toBeNull();
    // Another child account cannot be made an adult.
    const up = await owner.client.put(`/api/family/members/${child.id}/role`, { role: 'adult' });
    expect(up.status).toBe(400);
    expect((await owner.client.put(`/api/family/members/${child.id}/role`, { role: 'teen' })).status).toBe(
      200,
    );
    expect((await kid.get('/api/expenses')).status).toBe(200);
    expect((await kid.get('/api/expenses?scope=family')).status).toBe(403);
  });

  it('reaches only the areas a child may use: work tools, hub figures and plans answer 403', async () => {
    const { owner, teen, caregiver } = await household();
    const child = await addChildAccount(owner);
    const { client: kid } = await childSignIn(child.username, child.pin);
    const plan = await owner.client.post('/api/plans', {
      name: 'Camping',
      start_date: '2026-07-01',
      privacy: 'family_only',
      type: 'family_event',
    });
    expect(plan.status).toBe(201);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks', { title: 'Homework' }],
      ['GET', '/api/projects'],
      ['POST', '/api/projects', { name: 'Fort' }],
      ['GET', '/api/contacts'],
      ['GET', '/api/time-entries'],
      ['GET', '/api/time-clock/active'],
      ['GET', '/api/trackers'],
      ['GET', '/api/trackers/ticker-data'],
      ['GET', '/api/time-blocks'],
      ['GET', '/api/analytics/dashboard'],
      ['GET', '/api/plans'],
      ['GET', `/api/plans/${plan.body.id}`],
      ['POST', '/api/plans', { name: 'Party', start_date: '2026-08-01', type: 'family_event' }],
      // Turn rotations are chores: a child reads them, but only adults make them.
      ['POST', '/api/turn-rotations', { task_name: 'Dishes', participants: ['Mia', 'Leo'] }],
    ];
    const call = (c: TestClient, [method, path, body]: [string, string, unknown?]) =>
      method === 'GET' ? c.get(path) : c.post(path, body);
    for (const req of refused) {
      const r = await call(kid, req);
      expect(r.status, `${req[0]} ${req[1]}`).toBe(403);
      expect(r.body.detail, `${req[0]} ${req[1]}`).toMatch(
        /not available for child accounts|are for adults|Only the family's adults/,
      );
    }
    // Nothing was written on the child's behalf.
    expect((await owner.client.get('/api/turn-rotations')).body).toEqual([]);
    expect((await kid.get('/api/turn-rotations')).status).toBe(200);
    // Teens and caregivers keep these areas.
    for (const who of [teen.client, caregiver.client])
      for (const req of refused.filter(([method]) => method === 'GET'))
        expect([200, 204], `${req[1]} for a teen/caregiver`).toContain((await call(who, req)).status);
    // What a child has: the calendar (with its meetings and family events), notifications, the profile,
    // the family and the kids.
    for (const path of [
      '/api/calendar/events?start_date=2026-07-01&end_date=2026-07-31',
      '/api/meetings',
      '/api/family-events',
      '/api/notification-preferences',
      '/api/profile',
      '/api/family',
      '/api/children',
    ])
      expect((await kid.get(path)).status, path).toBe(200);
  });

  it('reset PIN: 401, 400, 403, 404 for adults and other families; the old PIN and sessions stop', async () => {
    const { owner, adult, teen } = await household();
    const stranger = await signedInUser(server.url);
    const child = await addChildAccount(owner);
    const { client: kid } = await childSignIn(child.username, child.pin);
    const path = (id: string) => `/api/family/children-accounts/${id}/pin`;
    expect((await new TestClient(server.url).put(path(child.id), { pin: '5555' })).status).toBe(401);
    expect((await adult.client.put(path(child.id), { pin: '55' })).status).toBe(400);
    expect((await teen.client.put(path(child.id), { pin: '5555' })).status).toBe(403);
    expect((await stranger.client.put(path(child.id), { pin: '5555' })).status).toBe(404);
    expect((await adult.client.put(path(teen.user.id), { pin: '5555' })).status).toBe(404);

    expect((await adult.client.put(path(child.id), { pin: '5555' })).status).toBe(204);
    expect((await kid.get('/api/auth/me')).status).toBe(401);
    expect((await childSignIn(child.username, child.pin)).res.status).toBe(401);
    expect((await childSignIn(child.username, '5555')).res.status).toBe(200);
  });

  it('any adult removes a child account: it is deleted and signed out', async () => {
    const { owner, adult, caregiver } = await household();
    const child = await addChildAccount(owner);
    const { client: kid } = await childSignIn(child.username, child.pin);
    expect((await caregiver.client.delete(`/api/family/members/${child.id}`)).status).toBe(403);
    const res = await adult.client.delete(`/api/family/members/${child.id}`);
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { id: string }) => m.id)).not.toContain(child.id);
    expect((await kid.get('/api/auth/me')).status).toBe(401);
    expect((await childSignIn(child.username, child.pin)).res.status).toBe(401);
    // The username is free again.
    const again = await owner.client.post('/api/family/children-accounts', {
      name: 'Mia',
      username: child.username,
      pin: '1357',
    });
    expect(again.status).toBe(201);
  });
});

describe('PIN sign-in throttle', () => {
  let own: RunningServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(() => own.close());

  it('refuses further PINs for the account after repeated wrong ones', async () => {
    const owner = await signedInUser(own.url);
    const username = childName();
    await owner.client.post('/api/family/children-accounts', { name: 'Kid', username, pin: '4321' });
    const client = new TestClient(own.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await client.post('/api/auth/child-login', { username, pin: '0000' })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const blocked = await client.post('/api/auth/child-login', { username, pin: '4321' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed sign-in attempts/);
  });
});
