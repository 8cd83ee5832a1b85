import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { AREAS } from '../areas.js';
import { createLifeArea } from './area.js';
import { parseActivitySchedule } from './activitySchedule.js';

// The test owns the clock; the scheduler checks every 100 ms.
let now = new Date('2026-05-06T09:50:00Z'); // a Wednesday
let server: RunningServer;
beforeAll(async () => {
  const areas = AREAS.map((a) => (a.name === 'life' ? createLifeArea({ reminderIntervalMs: 100 }) : a));
  server = await startTestServer({ clock: () => now, areas });
});
afterAll(() => server.close());

const db = () => server.deps.db as unknown as Kysely<any>;

interface Got {
  category: string;
  title: string;
  body: string;
  key: string;
}

async function listen(u: SignedInUser) {
  const socket: Socket = connect(server.url, {
    path: '/socket.io',
    extraHeaders: { cookie: u.client.cookie! },
    transports: ['websocket'],
  });
  const got: Got[] = [];
  socket.on('reminder', (r: Got) => got.push(r));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { socket, got };
}
const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));

describe('reminders', () => {
  it('sends due tasks, meetings 15 minutes ahead, school runs and rotation changes once, at the right time', async () => {
    now = new Date('2026-05-06T09:50:00Z');
    const u = await signedInUser(server.url, { name: 'Parent', timezone: 'UTC' });
    const stranger = await signedInUser(server.url, { name: 'Stranger', timezone: 'UTC' });
    await db()
      .insertInto('tasks')
      .values([
        { user_id: u.user.id, title: 'File taxes', due_date: '2026-05-06' },
        { user_id: u.user.id, title: 'Done already', due_date: '2026-05-06', status: 'completed' },
        { user_id: u.user.id, title: 'Tomorrow', due_date: '2026-05-07' },
      ])
      .execute();
    await db()
      .insertInto('meetings')
      .values([
        { user_id: u.user.id, title: 'Standup', date: '2026-05-06', time: '10:00' },
        { user_id: u.user.id, title: 'Lunch', date: '2026-05-06', time: '12:30' },
      ])
      .execute();
    const child = (await u.client.post('/api/children', { name: 'Mia' })).body;
    await u.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'pickup',
      time: '15:00',
      location: 'Oak Gate',
      assigned_to: 'Parent',
      days: ['Wednesday'],
    });
    await u.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'dropoff',
      time: '15:05',
      days: ['Thursday'],
    });

    const me = await listen(u);
    const them = await listen(stranger);
    await settle();
    expect(me.got.map((r) => [r.category, r.body]).sort()).toEqual([
      ['meeting', 'Standup'],
      ['task', 'File taxes'],
    ]);
    expect(me.got.find((r) => r.category === 'meeting')!.title).toBe('Meeting at 10:00 AM');

    now = new Date('2026-05-06T14:46:00Z');
    await settle();
    const school = me.got.filter((r) => r.category === 'school');
    expect(school).toHaveLength(1);
    expect(school[0]).toMatchObject({ title: 'Pickup for Mia at 3:00 PM', body: 'Oak Gate (Parent)' });
    expect(me.got).toHaveLength(3);
    expect(them.got).toEqual([]);

    // A turn rotation: announced now, and again when the turn moves on.
    await db()
      .insertInto('chores')
      .values({
        family_id: u.user.family_id,
        id: 'dishes',
        name: 'Dishes',
        members: JSON.stringify([
          { user_id: null, name: 'Ann' },
          { user_id: null, name: 'Ben' },
        ]),
        turn: 0,
        mode: 'round_robin',
        rrule: null,
        start_date: '2026-05-06',
        due_time: null,
        points: 0,
        created_at: now.toISOString(),
      })
      .execute();
    await settle();
    await db()
      .updateTable('chores')
      .set({ turn: 1 })
      .where('family_id', '=', u.user.family_id)
      .where('id', '=', 'dishes')
      .execute();
    await settle();
    expect(me.got.filter((r) => r.category === 'turn_rotation').map((r) => r.body)).toEqual([
      "It's Ann's turn.",
      "It's Ben's turn.",
    ]);
    expect(them.got).toEqual([]);
    me.socket.disconnect();
    them.socket.disconnect();
  });

  it('reminds a chore to its assignee before its due time, and once overdue to them and the adults, once per day', async () => {
    now = new Date('2026-05-06T16:40:00Z'); // a Wednesday
    const parent = await signedInUser(server.url, { name: 'Parent', timezone: 'UTC' });
    const kid = await signedInUser(server.url, {
      name: 'Kid',
      inFamilyOf: parent,
      role: 'teen',
      timezone: 'UTC',
    });
    const stranger = await signedInUser(server.url, { name: 'Stranger', timezone: 'UTC' });
    const chore = await parent.client.post('/api/chores', {
      name: 'Feed the cat',
      members: [kid.user.id],
      rrule: 'FREQ=DAILY',
      start_date: '2026-05-06',
      due_time: '17:00',
      points: 5,
    });
    expect(chore.status).toBe(201);
    const [p, k, s] = [await listen(parent), await listen(kid), await listen(stranger)];
    const chores = (g: Got[]) => g.filter((r) => r.key.startsWith('chore:')).map((r) => [r.title, r.body]);
    await settle();
    expect(chores(k.got)).toEqual([]);

    now = new Date('2026-05-06T16:50:00Z');
    await settle();
    expect(chores(k.got)).toEqual([['Chore due 5:00 PM: Feed the cat', "It's your turn (5 points)."]]);
    expect(chores(p.got)).toEqual([]);

    now = new Date('2026-05-06T17:05:00Z');
    await settle();
    await settle();
    expect(chores(k.got).slice(1)).toEqual([['Overdue chore: Feed the cat', 'Your chore was due 5:00 PM.']]);
    expect(chores(p.got)).toEqual([
      ['Overdue chore: Feed the cat', 'Kid has not done it yet (due 5:00 PM).'],
    ]);

    // The next day: due again (a new occurrence), done in time, so never overdue.
    now = new Date('2026-05-07T16:50:00Z');
    await settle();
    expect(chores(k.got)).toHaveLength(3);
    expect((await kid.client.post(`/api/chores/${chore.body.id}/done`)).status).toBe(201);
    now = new Date('2026-05-07T17:05:00Z');
    await settle();
    expect(chores(k.got)).toHaveLength(3);
    expect(chores(p.got)).toHaveLength(1);
    expect(s.got).toEqual([]);
    for (const x of [p, k, s]) x.socket.disconnect();
  });

  it('announces a bill from a recurring charge 3 days before its billing date, once per billing period', async () => {
    now = new Date('2026-05-06T08:30:00Z'); // a Wednesday, before 09:00
    const u = await signedInUser(server.url, { name: 'Payer', timezone: 'UTC' });
    const other = await signedInUser(server.url, { name: 'Other payer', timezone: 'UTC' });
    const charge = async (who: SignedInUser, name: string, next_billing_date: string, is_active = true) =>
      (
        await who.client.post('/api/recurring-charges', {
          name,
          amount: 12.5,
          frequency: 'monthly',
          next_billing_date,
          is_active,
        })
      ).body;
    const rent = await charge(u, 'Rent', '2026-05-09');
    await charge(u, 'Gym', '2026-05-10');
    await charge(u, 'Old magazine', '2026-05-08', false);
    await charge(u, 'Was last month', '2026-05-05');
    await charge(other, 'Their rent', '2026-05-07');
    const me = await listen(u);
    await settle();
    expect(me.got).toEqual([]); // announced from 09:00 in the member's zone

    now = new Date('2026-05-06T09:10:00Z');
    await settle();
    expect(me.got.map((r) => [r.category, r.title, r.body])).toEqual([
      ['payment', 'Bill due in 3 days: Rent', '12.50 on 2026-05-09'],
    ]);
    expect(me.got[0]!.key).toBe(`payment:${rent.id}:2026-05-09`);

    now = new Date('2026-05-07T09:10:00Z');
    await settle();
    expect(me.got.map((r) => r.title)).toEqual(['Bill due in 3 days: Rent', 'Bill due in 3 days: Gym']);

    // The next billing period is a new reminder; the same one is not repeated.
    await db()
      .updateTable('recurring_charges')
      .set({ next_billing_date: '2026-06-09' })
      .where('id', '=', rent.id)
      .execute();
    now = new Date('2026-06-08T10:00:00Z');
    await settle();
    await settle();
    expect(me.got.map((r) => r.title)).toEqual([
      'Bill due in 3 days: Rent',
      'Bill due in 3 days: Gym',
      'Bill due tomorrow: Rent',
    ]);
    me.socket.disconnect();
  });

  it('reads kid activity schedules written as free text', () => {
    expect(parseActivitySchedule('Tue & Thu 17:00')).toEqual({
      days: ['Tuesday', 'Thursday'],
      time: '17:00',
    });
    expect(parseActivitySchedule('Sat 9am')).toEqual({ days: ['Saturday'], time: '09:00' });
    expect(parseActivitySchedule('Weekdays 4:30 pm')?.time).toBe('16:30');
    expect(parseActivitySchedule('Weekdays 4:30 pm')?.days).toHaveLength(5);
    expect(parseActivitySchedule('Mondays at 12pm')).toEqual({ days: ['Monday'], time: '12:00' });
    expect(parseActivitySchedule('whenever')).toBeNull();
    expect(parseActivitySchedule('Friday')).toBeNull();
    expect(parseActivitySchedule('Sat 25:00')).toBeNull();
  });

  it('sends kid activities 15 minutes ahead to the family, and school runs only to the adult assigned', async () => {
    now = new Date('2026-05-07T15:50:00Z'); // a Thursday
    const dana = await signedInUser(server.url, { name: 'Dana Reyes', timezone: 'UTC' });
    const sam = await signedInUser(server.url, { name: 'Sam', timezone: 'UTC', inFamilyOf: dana });
    const child = (await dana.client.post('/api/children', { name: 'Leo' })).body;
    const run = (type: string, time: string, assigned_to: string, assignee_id?: string) =>
      dana.client.post('/api/school-schedules', {
        child_id: child.id,
        type,
        time,
        assigned_to,
        assignee_id,
        days: ['Thursday'],
      });
    await run('pickup', '16:00', 'dana'); // names a member by first name: only Dana
    await run('dropoff', '16:05', 'Grandma'); // names nobody in the family: everyone
    // The assignee chosen in the form wins over the free text.
    expect((await run('pickup', '16:03', 'dana', sam.user.id)).status).toBe(201);
    const activity = (name: string, schedule: string) =>
      dana.client.post('/api/kid-activities', { child_id: child.id, name, schedule, location: 'Field 2' });
    expect((await activity('Soccer', 'Tue & Thu 4:02 pm')).status).toBe(201);
    await activity('Piano', 'Sat 16:00');
    await activity('Chess', 'whenever');
    const d = await listen(dana);
    const s = await listen(sam);
    await settle();
    await settle();
    const seen = (got: Got[]) => got.map((r) => `${r.category}: ${r.title}`).sort();
    expect(seen(d.got)).toEqual([
      'activity: Leo: Soccer at 4:02 PM',
      'school: Drop-off for Leo at 4:05 PM',
      'school: Pickup for Leo at 4:00 PM',
    ]);
    expect(seen(s.got)).toEqual([
      'activity: Leo: Soccer at 4:02 PM',
      'school: Drop-off for Leo at 4:05 PM',
      'school: Pickup for Leo at 4:03 PM',
    ]);
    expect(s.got.find((r) => r.title.includes('4:03'))?.body).toBe('School (Sam)');
    d.socket.disconnect();
    s.socket.disconnect();
  });

  it('reminds a 09:00 New York meeting at the right UTC instant on both DST change days, once', async () => {
    now = new Date('2026-03-07T12:00:00Z');
    const u = await signedInUser(server.url, { name: 'Nyla', timezone: 'America/New_York' });
    expect((await u.client.put('/api/notification-preferences', { meeting_lead_minutes: 30 })).status).toBe(
      200,
    );
    await db()
      .insertInto('meetings')
      .values([
        { user_id: u.user.id, title: 'Spring forward standup', date: '2026-03-08', time: '09:00' },
        { user_id: u.user.id, title: 'Fall back standup', date: '2026-11-01', time: '09:00' },
      ])
      .execute();
    const me = await listen(u);
    const at = async (iso: string) => {
      now = new Date(iso);
      await settle();
    };
    // 2026-03-08: clocks go 02:00 EST -> 03:00 EDT, so 09:00 is 13:00Z and 30 minutes ahead is 12:30Z
    // (an EST reading, UTC-5, would say 13:30Z).
    await at('2026-03-08T12:29:00Z');
    expect(me.got).toEqual([]);
    await at('2026-03-08T12:30:00Z');
    expect(me.got.map((r) => r.body)).toEqual(['Spring forward standup']);
    await at('2026-03-08T12:45:00Z');
    await at('2026-03-08T13:30:00Z');
    expect(me.got).toHaveLength(1);
    // 2026-11-01: clocks go 02:00 EDT -> 01:00 EST, so 09:00 is 14:00Z and the reminder is due at 13:30Z
    // (an EDT reading, UTC-4, would say 12:30Z).
    await at('2026-11-01T12:30:00Z');
    await at('2026-11-01T13:29:00Z');
    expect(me.got).toHaveLength(1);
    await at('2026-11-01T13:30:00Z');
    await at('2026-11-01T13:45:00Z');
    await at('2026-11-01T14:00:00Z');
    expect(me.got.map((r) => [r.body, r.title])).toEqual([
      ['Spring forward standup', 'Meeting at 9:00 AM'],
      ['Fall back standup', 'Meeting at 9:00 AM'],
    ]);
    me.socket.disconnect();
  });

  it('emails an opted-in member a daily digest at 07:00 in their zone, once a day', async () => {
    now = new Date('2026-05-08T10:30:00Z'); // 06:30 in New York
    const u = await signedInUser(server.url, { name: 'Digo', timezone: 'America/New_York' });
    expect((await u.client.get('/api/notification-preferences')).body.email_digest).toBe(false);
    expect((await u.client.put('/api/notification-preferences', { email_digest: 'yes' })).status).toBe(400);
    expect(
      (await u.client.put('/api/notification-preferences', { email_digest: true })).body.email_digest,
    ).toBe(true);
    await db()
      .insertInto('tasks')
      .values({ user_id: u.user.id, title: 'Sign permission slip', due_date: '2026-05-08' })
      .execute();
    await db()
      .insertInto('meetings')
      .values({ user_id: u.user.id, title: 'Dentist', date: '2026-05-08', time: '14:00', location: 'Elm St' })
      .execute();
    const digests = () =>
      db()
        .selectFrom('mail_outbox')
        .select(['subject', 'body'])
        .where('to_address', '=', u.email)
        .where('subject', 'like', 'Hearth: your day%')
        .orderBy('subject')
        .execute();
    await settle();
    expect(await digests()).toEqual([]);
    now = new Date('2026-05-08T11:05:00Z'); // 07:05 in New York
    await settle();
    await settle();
    const [first, ...rest] = await digests();
    expect(rest).toEqual([]);
    expect(first!.subject).toBe('Hearth: your day, 2026-05-08');
    expect(first!.body).toContain('- Sign permission slip');
    expect(first!.body).toContain('- 2:00 PM Dentist (Elm St)');
    now = new Date('2026-05-09T11:05:00Z');
    await settle();
    expect((await digests()).map((m) => m.subject)).toEqual([
      'Hearth: your day, 2026-05-08',
      'Hearth: your day, 2026-05-09',
    ]);
  });
});
