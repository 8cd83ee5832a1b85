import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

// 23:30 UTC on 31 March is already 1 April in Auckland: "today" is the user's today.
const NOW = new Date('2026-03-31T23:30:00Z');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => NOW });
});
afterAll(() => server.close());

describe('time entries', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.url).get('/api/time-entries')).status).toBe(401);
  });

  it("creates with category work and the user's today by default, with total value", async () => {
    const { client } = await signedInUser(server.url, { timezone: 'Pacific/Auckland' });
    const res = await client.post('/api/time-entries', {
      description: 'Deep work',
      hours: 1.25,
      value_per_hour: 80,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Deep work',
      category: 'work',
      hours: 1.25,
      date: '2026-04-01',
      value_per_hour: 80,
      total_value: 100,
      task_id: null,
    });
    const plain = await client.post('/api/time-entries', {
      description: 'Nap',
      hours: 0.5,
      category: 'downtime',
      date: '2026-03-30',
    });
    expect(plain.body).toMatchObject({
      value_per_hour: null,
      total_value: null,
      category: 'downtime',
      date: '2026-03-30',
    });
    expect(
      (await client.get('/api/time-entries')).body.map((e: { description: string }) => e.description),
    ).toEqual(['Deep work', 'Nap']);
  });

  it('answers 400 for missing description or hours, zero hours, and a task of another user', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const res = await a.client.post('/api/time-entries', {});
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['description', 'hours']);
    expect((await a.client.post('/api/time-entries', { description: 'x', hours: 0 })).status).toBe(400);
    expect(
      (await a.client.post('/api/time-entries', { description: 'x', hours: 1, category: 'sleep' })).status,
    ).toBe(400);
    const { body: task } = await b.client.post('/api/tasks', { title: 'Theirs' });
    const foreign = await a.client.post('/api/time-entries', {
      description: 'x',
      hours: 1,
      task_id: task.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toMatch(/Task not found/);
    const own = await b.client.post('/api/time-entries', { description: 'x', hours: 1, task_id: task.id });
    expect(own.body.task_id).toBe(task.id);
  });

  it('deletes own entries and answers 404 for another user', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: e } = await a.client.post('/api/time-entries', { description: 'Mine', hours: 2 });
    expect((await b.client.delete(`/api/time-entries/${e.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/time-entries/${e.id}`)).status).toBe(204);
    expect((await a.client.get('/api/time-entries')).body).toEqual([]);
  });
});
