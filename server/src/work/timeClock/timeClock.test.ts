import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let now = new Date('2026-06-01T09:00:00Z');
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server.close());

describe('time clock', () => {
  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/time-clock/active')).status).toBe(401);
    expect((await anon.post('/api/time-clock/start', { description: 'x' })).status).toBe(401);
  });

  it('starts (category work by default), pauses, resumes and stops into a time entry', async () => {
    const { client } = await signedInUser(server.url);
    expect((await client.get('/api/time-clock/active')).body).toBeNull();
    const start = await client.post('/api/time-clock/start', { description: 'Focus' });
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({
      description: 'Focus',
      category: 'work',
      paused_at: null,
      elapsed_seconds: 0,
    });
    const id = start.body.id;
    expect((await client.post('/api/time-clock/start', { description: 'Again' })).body.detail).toBe(
      'A timer is already running',
    );

    advance(1800);
    const paused = await client.put(`/api/time-clock/${id}/pause`);
    expect(paused.body).toMatchObject({ elapsed_seconds: 1800 });
    expect(paused.body.paused_at).not.toBeNull();
    advance(600); // paused time does not count
    expect((await client.get('/api/time-clock/active')).body.elapsed_seconds).toBe(1800);
    const resumed = await client.put(`/api/time-clock/${id}/resume`);
    expect(resumed.body).toMatchObject({ paused_at: null, paused_seconds: 600, elapsed_seconds: 1800 });
    advance(2700);

    const stop = await client.put(`/api/time-clock/${id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.time_entry).toMatchObject({
      description: 'Focus',
      category: 'work',
      hours: 1.25,
      date: '2026-06-01',
    });
    expect((await client.get('/api/time-clock/active')).body).toBeNull();
    expect((await client.get('/api/time-entries')).body).toHaveLength(1);
    expect((await client.put(`/api/time-clock/${id}/stop`)).status).toBe(404);
  });

  it("answers 400 without a description and 404 for another user's timer", async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const res = await a.client.post('/api/time-clock/start', { category: 'personal' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Description is required/);
    expect(
      (await a.client.post('/api/time-clock/start', { description: 'x', category: 'waste' })).status,
    ).toBe(400);
    const { body: s } = await a.client.post('/api/time-clock/start', {
      description: 'Mine',
      category: 'downtime',
    });
    expect((await b.client.put(`/api/time-clock/${s.id}/stop`)).status).toBe(404);
    expect((await b.client.put(`/api/time-clock/${s.id}/pause`)).status).toBe(404);
    expect((await b.client.get('/api/time-clock/active')).body).toBeNull();
    const stop = await a.client.put(`/api/time-clock/${s.id}/stop`);
    expect(stop.body.time_entry).toMatchObject({ category: 'downtime', hours: 0.01 });
  });
});
