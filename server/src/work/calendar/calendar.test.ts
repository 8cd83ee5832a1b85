import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';
import { childAccount, choreBody } from '../../chores/testing.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function seed(u: SignedInUser) {
  for (const due_date of ['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01', null])
    await u.client.post('/api/tasks', { title: `Task ${due_date}`, due_date, priority: 'high' });
  for (const date of ['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'])
    await u.client.post('/api/meetings', {
      title: `Meeting ${date}`,
      date,
      time: '09:00',
      platform: 'zoom',
      meeting_link: 'https://zoom.example/j',
    });
}

describe('calendar events', () => {
  it('answers 401 without a session and 400 for a bad range', async () => {
    expect(
      (await new TestClient(server.url).get('/api/calendar/events?start_date=2026-01-01&end_date=2026-01-31'))
        .status,
    ).toBe(401);
    const { client } = await signedInUser(server.url);
    const missing = await client.get('/api/calendar/events');
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'end_date',
      'start_date',
    ]);
    expect((await client.get('/api/calendar/events?start_date=2026-03-31&end_date=2026-03-01')).status).toBe(
      400,
    );
    expect((await client.get('/api/calendar/events?start_date=2020-01-01&end_date=2026-01-01')).status).toBe(
      400,
    );
  });

  it('includes both edges of the month and nothing outside it, only for the owner', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    await seed(a);
    const res = await a.client.get('/api/calendar/events?start_date=2026-03-01&end_date=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.body.tasks.map((t: { due_date: string }) => t.due_date)).toEqual(['2026-03-01', '2026-03-31']);
    expect(res.body.meetings.map((m: { date: string }) => m.date)).toEqual(['2026-03-01', '2026-03-31']);
    expect(res.body.tasks[0]).toMatchObject({ title: 'Task 2026-03-01', priority: 'high' });
    expect(res.body.meetings[0]).toMatchObject({
      title: 'Meeting 2026-03-01',
      time: '09:00',
      platform: 'zoom',
    });
    const other = await b.client.get('/api/calendar/events?start_date=2026-03-01&end_date=2026-03-31');
    expect(other.body).toEqual({
      tasks: [],
      meetings: [],
      family_events: [],
      external: [],
      school_runs: [],
      activities: [],
      chores: [],
    });
  });

  it("shows the family's school runs, activities and timed chores with who does them, to every member", async () => {
    const jordan = await signedInUser(server.url, { name: 'Jordan' });
    const sam = await signedInUser(server.url, { name: 'Sam', inFamilyOf: jordan });
    const stranger = await signedInUser(server.url);
    const mia = await childAccount(server.url, jordan, 'Mia');
    const { body: child } = await jordan.client.post('/api/children', { name: 'Mia' });
    const run = await jordan.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'pickup',
      time: '15:30',
      location: 'Gate B',
      days: ['Monday', 'Wednesday'],
      assignee_id: sam.user.id,
    });
    await jordan.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'dropoff',
      time: '08:15',
      days: ['Monday'],
      assigned_to: 'Grandma',
    });
    const swim = await jordan.client.post('/api/kid-activities', {
      child_id: child.id,
      name: 'Swimming',
      days: ['Tuesday'],
      start_time: '17:00',
      end_time: '17:45',
      assignee_id: jordan.user.id,
    });
    // No day and time: not on the calendar.
    await jordan.client.post('/api/kid-activities', { child_id: child.id, name: 'Chess' });
    const bins = await jordan.client.post(
      '/api/chores',
      choreBody([jordan.user.id, sam.user.id], {
        name: 'Bins',
        rrule: 'FREQ=WEEKLY;BYDAY=TU',
        start_date: '2026-03-03',
        due_time: '19:00',
      }),
    );
    await jordan.client.post(
      '/api/chores',
      choreBody([mia.id], { name: 'Feed the cat', rrule: 'FREQ=WEEKLY;BYDAY=WE', start_date: '2026-03-04' }),
    );
    // Without a due time: on /chores, not on the calendar.
    await jordan.client.post(
      '/api/chores',
      choreBody([jordan.user.id], { name: 'Lawn', due_time: null, start_date: '2026-03-02' }),
    );
    expect(
      (await jordan.client.post(`/api/chores/${bins.body.id}/done`, { date: '2026-03-03' })).status,
    ).toBe(201);

    const week = '/api/calendar/events?start_date=2026-03-02&end_date=2026-03-08'; // Monday to Sunday
    const seen = (await sam.client.get(week)).body;
    expect(seen.school_runs).toEqual([
      {
        id: expect.any(String),
        date: '2026-03-02',
        time: '08:15',
        type: 'dropoff',
        child_name: 'Mia',
        location: '',
        assignee_id: null,
        assignee_name: 'Grandma',
      },
      {
        id: run.body.id,
        date: '2026-03-02',
        time: '15:30',
        type: 'pickup',
        child_name: 'Mia',
        location: 'Gate B',
        assignee_id: sam.user.id,
        assignee_name: 'Sam',
      },
      expect.objectContaining({ id: run.body.id, date: '2026-03-04', assignee_name: 'Sam' }),
    ]);
    expect(seen.activities).toEqual([
      {
        id: swim.body.id,
        date: '2026-03-03',
        time: '17:00',
        end_time: '17:45',
        name: 'Swimming',
        child_name: 'Mia',
        location: '',
        assignee_id: jordan.user.id,
        assignee_name: 'Jordan',
      },
    ]);
    // Bins was done by Jordan on the 3rd (credited to him); the next turn is Sam's.
    expect(seen.chores).toEqual([
      {
        id: bins.body.id,
        date: '2026-03-03',
        time: '19:00',
        name: 'Bins',
        assignee_id: jordan.user.id,
        assignee_name: 'Jordan',
        done: true,
      },
      expect.objectContaining({
        name: 'Feed the cat',
        date: '2026-03-04',
        assignee_name: 'Mia',
        done: false,
      }),
    ]);
    const next = (await sam.client.get('/api/calendar/events?start_date=2026-03-10&end_date=2026-03-10'))
      .body;
    expect(next.chores).toMatchObject([{ name: 'Bins', assignee_name: 'Sam', done: false }]);

    // A child account sees the family's runs and activities, and only the chores that may go to it.
    const asChild = await mia.client.get(week);
    expect(asChild.status).toBe(200);
    expect(asChild.body.school_runs).toHaveLength(3);
    expect(asChild.body.activities).toHaveLength(1);
    expect(asChild.body.chores.map((c: { name: string }) => c.name)).toEqual(['Feed the cat']);
    // Another family sees none of it.
    const theirs = (await stranger.client.get(week)).body;
    expect([theirs.school_runs, theirs.activities, theirs.chores]).toEqual([[], [], []]);
  });
});

describe('ICS feed', () => {
  it('serves meetings and dated tasks as text/calendar that ical.js parses, with stable UIDs; revocable', async () => {
    const u = await signedInUser(server.url);
    await seed(u);
    expect((await new TestClient(server.url).post('/api/calendar/feed-url')).status).toBe(401);
    expect((await u.client.get('/api/calendar/feed-url')).body).toEqual({ active: false, created_at: null });
    const { body, status } = await u.client.post('/api/calendar/feed-url');
    expect(status).toBe(201);
    expect((await u.client.get('/api/calendar/feed-url')).body).toMatchObject({ active: true });
    const feedPath = new URL(body.url).pathname;
    expect(feedPath).toMatch(/^\/api\/calendar\/feed\/[\w-]+\.ics$/);

    const anon = new TestClient(server.url);
    const feed = await anon.get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(feed.body as string))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(8);
    const tasks = (await u.client.get('/api/tasks')).body as { id: string; due_date: string | null }[];
    const uids = events.map((e) => e.uid);
    for (const t of tasks.filter((t) => t.due_date)) expect(uids).toContain(`${t.id}@hearth`);
    expect((await anon.get(feedPath)).body).toBe(feed.body);

    // A new link replaces the old one; revoking ends it.
    const again = await u.client.post('/api/calendar/feed-url');
    expect((await anon.get(feedPath)).status).toBe(404);
    const newPath = new URL(again.body.url).pathname;
    expect((await anon.get(newPath)).status).toBe(200);
    expect((await u.client.delete('/api/calendar/feed-url')).status).toBe(204);
    expect((await anon.get(newPath)).status).toBe(404);
    expect((await u.client.get('/api/calendar/feed-url')).body).toEqual({ active: false, created_at: null });
    expect((await anon.get('/api/calendar/feed/short.ics')).status).toBe(400);
  });
});
