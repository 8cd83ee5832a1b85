import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

// Wednesday 2026-03-04 23:30 UTC is already Thursday in Tokyo.
let now = new Date('2026-03-04T23:30:00Z');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server.close());

describe('time blocks', () => {
  it('needs a session', async () => {
    expect((await new TestClient(server.url).get('/api/time-blocks/today')).status).toBe(401);
  });

  it('defaults to 09:00-10:00 Monday to Friday with the category colour', async () => {
    const u = await signedInUser(server.url);
    const res = await u.client.post('/api/time-blocks', { name: 'Focus', category: 'deep_work' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      start_time: '09:00',
      end_time: '10:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      color: '#4f46e5',
      is_active: true,
    });
    const custom = await u.client.post('/api/time-blocks', {
      name: 'Walk',
      category: 'break',
      color: '#000000',
      days: ['Sunday'],
      start_time: '07:00',
      end_time: '07:30',
    });
    expect(custom.body.color).toBe('#000000');
  });

  it('validates name, times and order', async () => {
    const u = await signedInUser(server.url);
    const noName = await u.client.post('/api/time-blocks', {});
    expect(noName.status).toBe(400);
    expect(noName.body.errors.map((e: { path: string }) => e.path)).toContain('name');
    expect((await u.client.post('/api/time-blocks', { name: 'x', start_time: '9am' })).status).toBe(400);
    const backwards = await u.client.post('/api/time-blocks', {
      name: 'x',
      start_time: '11:00',
      end_time: '10:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].path).toBe('end_time');
    expect((await u.client.post('/api/time-blocks', { name: 'x', days: [] })).status).toBe(400);
    expect((await u.client.get('/api/time-blocks')).body).toEqual([]);
  });

  it("answers today's schedule in the user's time zone", async () => {
    now = new Date('2026-03-04T23:30:00Z');
    const tokyo = await signedInUser(server.url, { timezone: 'Asia/Tokyo' });
    const london = await signedInUser(server.url, { timezone: 'Europe/London' });
    for (const u of [tokyo, london]) {
      await u.client.post('/api/time-blocks', {
        name: 'Thursday',
        days: ['Thursday'],
        start_time: '13:00',
        end_time: '14:00',
      });
      await u.client.post('/api/time-blocks', { name: 'Wednesday', days: ['Wednesday'] });
    }
    const t = (await tokyo.client.get('/api/time-blocks/today')).body;
    expect(t).toMatchObject({ date: '2026-03-05', weekday: 'Thursday' });
    expect(t.blocks.map((b: { name: string }) => b.name)).toEqual(['Thursday']);
    const l = (await london.client.get('/api/time-blocks/today')).body;
    expect(l).toMatchObject({ date: '2026-03-04', weekday: 'Wednesday' });
    expect(l.blocks.map((b: { name: string }) => b.name)).toEqual(['Wednesday']);
  });

  it('applies a template in one go, and 404s an unknown one or a stranger', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const templates = (await u.client.get('/api/time-blocks/templates')).body;
    expect(templates.length).toBeGreaterThan(1);
    const applied = await u.client.request<{ created: { id: string }[] }>(
      'POST',
      `/api/time-blocks/apply-template?template_name=${encodeURIComponent(templates[0].name)}`,
    );
    expect(applied.status).toBe(201);
    expect(applied.body.created).toHaveLength(templates[0].blocks.length);
    expect((await u.client.get('/api/time-blocks')).body).toHaveLength(templates[0].blocks.length);
    expect(
      (await u.client.request('POST', '/api/time-blocks/apply-template?template_name=Nope')).status,
    ).toBe(404);
    expect((await u.client.request('POST', '/api/time-blocks/apply-template')).status).toBe(400);
    const id = applied.body.created[0]!.id;
    expect((await other.client.delete(`/api/time-blocks/${id}`)).status).toBe(404);
    expect((await u.client.delete(`/api/time-blocks/${id}`)).status).toBe(204);
  });
});
