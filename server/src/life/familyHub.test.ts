import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { childAccount } from '../chores/testing.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

async function family() {
  const parent = await signedInUser(server.url, { name: 'Parent' });
  const partner = await signedInUser(server.url, { name: 'Partner', inFamilyOf: parent });
  const stranger = await signedInUser(server.url, { name: 'Stranger' });
  return { parent, partner, stranger };
}

const addChild = async (u: SignedInUser, body: Record<string, unknown> = {}) => {
  const res = await u.client.post('/api/children', {
    name: 'Mia',
    age: 7,
    grade: '2nd',
    school: 'Oak Elementary',
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
};

describe('family hub', () => {
  it.each([
    '/api/children',
    '/api/school-schedules',
    '/api/kid-activities',
    '/api/caregivers',
    '/api/school-contacts',
  ])('%s needs a session', async (path) => {
    const anon = new TestClient(server.url);
    expect((await anon.get(path)).status).toBe(401);
    expect((await anon.post(path, { name: 'x' })).status).toBe(401);
  });

  it('lets every family member read and write children, hidden from other families', async () => {
    const { parent, partner, stranger } = await family();
    const child = await addChild(parent, { allergies: 'Peanuts' });
    expect(child).toMatchObject({
      name: 'Mia',
      age: 7,
      grade: '2nd',
      school: 'Oak Elementary',
      allergies: 'Peanuts',
      medical_notes: '',
    });

    expect((await partner.client.get('/api/children')).body.map((c: { id: string }) => c.id)).toEqual([
      child.id,
    ]);
    const edited = await partner.client.put(`/api/children/${child.id}`, { name: 'Mia Rose', age: 8 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Mia Rose', age: 8, grade: '' });

    expect((await stranger.client.get('/api/children')).body).toEqual([]);
    expect((await stranger.client.put(`/api/children/${child.id}`, { name: 'x' })).status).toBe(404);
    expect((await stranger.client.delete(`/api/children/${child.id}`)).status).toBe(404);
    expect((await partner.client.delete(`/api/children/${child.id}`)).status).toBe(204);
    expect((await parent.client.get('/api/children')).body).toEqual([]);
    expect((await parent.client.delete(`/api/children/${OTHER_ID}`)).status).toBe(404);
  });

  it('answers 400 with a detail per required field', async () => {
    const { parent } = await family();
    const child = await addChild(parent);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/children', { age: 3 }, 'name'],
      ['/api/children', { name: 'A', age: -1 }, 'age'],
      ['/api/school-schedules', { child_id: child.id }, 'time'],
      ['/api/school-schedules', { time: '08:00' }, 'child_id'],
      ['/api/school-schedules', { child_id: child.id, time: '25:00' }, 'time'],
      ['/api/kid-activities', { child_id: child.id }, 'name'],
      ['/api/caregivers', { phone: '555' }, 'name'],
      ['/api/caregivers', { name: 'Ann', rate_type: 'yearly-ish' }, 'rate_type'],
      ['/api/school-contacts', { role: 'teacher' }, 'name'],
    ];
    for (const [path, body, field] of cases) {
      const res = await parent.client.post(path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await parent.client.get('/api/caregivers')).body).toEqual([]);
  });

  it('keeps schedules and activities under a child of the family, with the defaults', async () => {
    const { parent, partner, stranger } = await family();
    const child = await addChild(parent);
    const strangersChild = await addChild(stranger, { name: 'Other' });

    const schedule = await partner.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'pickup',
      time: '15:10',
      location: 'Gate B',
      assigned_to: 'Partner',
    });
    expect(schedule.status).toBe(201);
    expect(schedule.body).toMatchObject({
      child_name: 'Mia',
      type: 'pickup',
      time: '15:10',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    expect(
      (await parent.client.post('/api/school-schedules', { child_id: strangersChild.id, time: '08:00' }))
        .status,
    ).toBe(404);

    const activity = await parent.client.post('/api/kid-activities', {
      child_id: child.id,
      name: 'Soccer',
      schedule: 'Sat 9am',
    });
    expect(activity.status).toBe(201);
    expect(activity.body).toMatchObject({ type: 'sport', child_name: 'Mia', coach_name: '' });
    expect((await stranger.client.delete(`/api/kid-activities/${activity.body.id}`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/school-schedules/${schedule.body.id}`)).status).toBe(404);

    // Deleting the child removes its schedules and activities.
    expect((await parent.client.delete(`/api/children/${child.id}`)).status).toBe(204);
    expect((await partner.client.get('/api/school-schedules')).body).toEqual([]);
    expect((await partner.client.get('/api/kid-activities')).body).toEqual([]);
  });

  it('gives a school run or an activity only to an adult of the family (400 naming assignee_id otherwise)', async () => {
    const { parent, partner, stranger } = await family();
    const teen = await signedInUser(server.url, { name: 'Alex', inFamilyOf: parent, role: 'teen' });
    const kid = await childAccount(server.url, parent, 'Mia');
    const child = await addChild(parent);
    const run = { child_id: child.id, type: 'pickup', time: '15:10', days: ['Monday'] };
    const swim = { child_id: child.id, name: 'Swimming', days: ['Tuesday'], start_time: '17:00' };

    for (const [who, detail] of [
      [kid.id, 'Mia is not an adult: only an adult can be given this'],
      [teen.user.id, 'Alex is not an adult: only an adult can be given this'],
      [stranger.user.id, 'Not a member of your family'],
    ] as const) {
      for (const [path, body] of [
        ['/api/school-schedules', run],
        ['/api/kid-activities', swim],
      ] as const) {
        const res = await parent.client.post(path, { ...body, assignee_id: who });
        expect(res.status, `${path} ${detail}`).toBe(400);
        expect(res.body.detail).toBe(detail);
        expect(res.body.errors).toEqual([{ path: 'assignee_id', message: expect.any(String) }]);
      }
    }
    expect((await parent.client.get('/api/school-schedules')).body).toEqual([]);
    expect((await parent.client.get('/api/kid-activities')).body).toEqual([]);

    // Adults (the owner, an invited adult) are fine, and changing the driver to a child is refused too.
    const made = await parent.client.post('/api/school-schedules', { ...run, assignee_id: partner.user.id });
    expect(made.status).toBe(201);
    const changed = await parent.client.put(`/api/school-schedules/${made.body.id}`, {
      ...run,
      assignee_id: kid.id,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.detail).toBe('Mia is not an adult: only an adult can be given this');
    const activity = await parent.client.post('/api/kid-activities', {
      ...swim,
      assignee_id: parent.user.id,
    });
    expect(activity.status).toBe(201);
    expect(
      (
        await parent.client.put(`/api/kid-activities/${activity.body.id}`, {
          ...swim,
          assignee_id: teen.user.id,
        })
      ).status,
    ).toBe(400);
    expect((await parent.client.get('/api/school-schedules')).body[0].assignee_id).toBe(partner.user.id);
    expect((await parent.client.get('/api/kid-activities')).body[0].assignee_id).toBe(parent.user.id);
  });
  it('creates caregivers and school contacts with the spec defaults', async () => {
    const { parent, partner, stranger } = await family();
    const caregiver = await parent.client.post('/api/caregivers', {
      name: 'Grace',
      rate: 18.555,
      venmo: '@grace',
    });
    expect(caregiver.status, JSON.stringify(caregiver.body)).toBe(201);
    expect(caregiver.body).toMatchObject({
      name: 'Grace',
      type: 'babysitter',
      rate_type: 'hourly',
      rate: 18.56,
      venmo: '@grace',
      zelle: '',
    });
    const contact = await partner.client.post('/api/school-contacts', { name: 'Mr. Hill', school: 'Oak' });
    expect(contact.status).toBe(201);
    expect(contact.body).toMatchObject({ role: 'teacher', email: '' });
    expect((await partner.client.get('/api/caregivers')).body).toHaveLength(1);
    expect((await parent.client.get('/api/school-contacts')).body).toHaveLength(1);
    expect((await stranger.client.get('/api/caregivers')).body).toEqual([]);
    expect((await stranger.client.delete(`/api/caregivers/${caregiver.body.id}`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/school-contacts/${contact.body.id}`)).status).toBe(404);
    expect((await partner.client.delete(`/api/caregivers/${caregiver.body.id}`)).status).toBe(204);
    expect((await parent.client.delete(`/api/school-contacts/${contact.body.id}`)).status).toBe(204);
  });

  it('tells the other family members live', async () => {
    const { parent, partner } = await family();
    const socket: Socket = connect(server.url, {
      path: '/socket.io',
      extraHeaders: { cookie: partner.client.cookie! },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const got = new Promise((resolve) =>
      socket.on('change', (e: { resource: string }) => e.resource === 'children' && resolve(e)),
    );
    const child = await addChild(parent);
    expect(await got).toMatchObject({ resource: 'children', action: 'created', id: child.id });
    socket.disconnect();
  });
});
