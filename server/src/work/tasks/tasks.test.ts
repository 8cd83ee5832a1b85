import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tasks', () => {
  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/tasks')).status).toBe(401);
    expect((await anon.post('/api/tasks', { title: 'x' })).status).toBe(401);
  });

  it('creates with the spec defaults and lists newest first', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/tasks', { title: '  Write report ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Write report',
      description: '',
      type: 'work',
      status: 'pending',
      priority: 'medium',
      due_date: null,
      time_estimate: null,
      is_downtime: false,
    });
    const second = await client.post('/api/tasks', {
      title: 'Walk',
      type: 'personal',
      priority: 'high',
      due_date: '2026-05-01',
      time_estimate: 1.5,
      is_downtime: true,
    });
    expect(second.body).toMatchObject({
      type: 'personal',
      priority: 'high',
      due_date: '2026-05-01',
      time_estimate: 1.5,
      is_downtime: true,
    });
    const list = await client.get('/api/tasks');
    expect(list.body.map((t: { title: string }) => t.title)).toEqual(['Walk', 'Write report']);
  });

  it('answers 400 with a detail for a missing or blank title and bad enums', async () => {
    const { client } = await signedInUser(server.url);
    for (const body of [{}, { title: '   ' }]) {
      const res = await client.post('/api/tasks', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/Title is required/);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('title');
    }
    const bad = await client.post('/api/tasks', {
      title: 'x',
      priority: 'urgent',
      due_date: 'tomorrow',
      time_estimate: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'due_date',
      'priority',
      'time_estimate',
    ]);
    expect((await client.post('/api/tasks', { title: 'x', due_date: '2026-02-31' })).status).toBe(400);
  });

  it('deletes own tasks and answers 404 for another user or a missing id', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: task } = await a.client.post('/api/tasks', { title: 'Mine' });
    expect((await b.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await b.client.get('/api/tasks')).body).toEqual([]);
    expect((await a.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await a.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await a.client.delete('/api/tasks/not-a-uuid')).status).toBe(400);
    expect((await a.client.get('/api/tasks')).body).toEqual([]);
  });

  it('moves a task between statuses, refuses an unknown status, and hides other users tasks (404)', async () => {
    const owner = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const task = (await owner.client.post('/api/tasks', { title: 'Ship it' })).body;
    const done = await owner.client.put(`/api/tasks/${task.id}/status`, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect((await owner.client.get('/api/analytics/dashboard')).body.tasks.completed).toBe(1);
    const bad = await owner.client.put(`/api/tasks/${task.id}/status`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(expect.any(String));
    expect((await other.client.put(`/api/tasks/${task.id}/status`, { status: 'pending' })).status).toBe(404);
    expect((await owner.client.get('/api/tasks')).body[0].status).toBe('completed');
  });
});
