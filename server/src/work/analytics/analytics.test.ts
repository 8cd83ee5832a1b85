import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

const NOW = new Date('2026-03-15T12:00:00Z');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => NOW });
});
afterAll(() => server.close());

describe('dashboard analytics', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.url).get('/api/analytics/dashboard')).status).toBe(401);
  });

  it('answers zeros for a new user', async () => {
    const { client } = await signedInUser(server.url);
    const { body } = await client.get('/api/analytics/dashboard');
    expect(body).toEqual({
      tasks: { total: 0, completed: 0, pending: 0, completion_rate: 0 },
      projects: { active: 0, total: 0 },
      meetings: { upcoming: 0, total: 0 },
      time: { total_hours: 0, work_hours: 0, productivity_rate: 0 },
      value_scale: {
        score: 0,
        insight: expect.any(String),
        time_efficiency: 0,
        intentional_downtime_hours: 0,
        time_drift_hours: 0,
        top_drift_tasks: [],
      },
      finances: { total_expenses: 0, monthly_recurring: 0, yearly_recurring: 0, monthly_total: 0 },
    });
  });

  it("computes every figure from the seeded data, and only the owner's", async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const c = u.client;
    const report = (await c.post('/api/tasks', { title: 'Report', status: 'completed', time_estimate: 2 }))
      .body;
    await c.post('/api/tasks', { title: 'Slides', status: 'in_progress', time_estimate: 1 });
    const email = (await c.post('/api/tasks', { title: 'Email', time_estimate: 4 })).body;
    await c.post('/api/tasks', { title: 'Plan' });
    await c.post('/api/projects', { name: 'A' });
    await c.post('/api/projects', { name: 'B', status: 'completed' });
    await c.post('/api/meetings', { title: 'Past', date: '2026-03-14', time: '10:00' });
    await c.post('/api/meetings', { title: 'Today', date: '2026-03-15', time: '10:00' });
    await c.post('/api/meetings', {
      title: 'Cancelled',
      date: '2026-03-20',
      time: '10:00',
      status: 'cancelled',
    });
    await c.post('/api/time-entries', {
      description: 'w1',
      hours: 3.5,
      category: 'work',
      task_id: report.id,
    });
    await c.post('/api/time-entries', { description: 'w2', hours: 2.5, category: 'work', task_id: email.id });
    await c.post('/api/time-entries', { description: 'p', hours: 1, category: 'personal' });
    await c.post('/api/time-entries', { description: 'd', hours: 2, category: 'downtime' });
    await c.post('/api/time-entries', { description: 'x', hours: 1, category: 'waste' });
    await other.client.post('/api/tasks', { title: 'Not mine', status: 'completed' });
    await other.client.post('/api/time-entries', { description: 'Not mine', hours: 9 });

    const db = server.deps.db;
    const uid = u.user.id;
    await sql`insert into expenses (user_id, title, amount, category, date) values
      (${uid}, 'Old', 100.10, 'food', '2026-02-27'), (${uid}, 'Lunch', 20.25, 'food', '2026-03-01'), (${uid}, 'Laptop', 999.99, 'hardware', '2026-03-31'),
      (${other.user.id}, 'Theirs', 5000, 'other', '2026-03-05')`.execute(db);
    await sql`insert into recurring_charges (user_id, name, amount, frequency, next_billing_date, is_active) values
      (${uid}, 'Music', 9.99, 'monthly', '2026-04-01', true), (${uid}, 'Domain', 120, 'yearly', '2026-09-01', true),
      (${uid}, 'Old gym', 50, 'monthly', '2026-04-01', false)`.execute(db);

    const { body } = await c.get('/api/analytics/dashboard');
    expect(body.tasks).toEqual({ total: 4, completed: 1, pending: 2, completion_rate: 25 });
    expect(body.projects).toEqual({ active: 1, total: 2 });
    expect(body.meetings).toEqual({ upcoming: 1, total: 3 });
    expect(body.time).toEqual({ total_hours: 10, work_hours: 6, productivity_rate: 60 });
    expect(body.value_scale).toMatchObject({
      time_efficiency: 90,
      intentional_downtime_hours: 2,
      time_drift_hours: 1,
      score: Math.round(0.6 * 90 + 0.4 * 25),
      top_drift_tasks: [{ task: 'Report', drift: 1.5, estimate: 2, spent: 3.5 }],
    });
    expect(body.finances).toEqual({
      total_expenses: 1120.34,
      monthly_recurring: 19.99,
      yearly_recurring: 239.88,
      monthly_total: 1040.23,
    });
  });
});
