import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('projects', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.url).post('/api/projects', { name: 'x' })).status).toBe(401);
  });

  it('creates with defaults (active, no budget, cost 0) and money to cents', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/projects', { name: 'Kitchen' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Kitchen',
      status: 'active',
      budget: null,
      actual_cost: 0,
      start_date: null,
      end_date: null,
      description: '',
    });
    const full = await client.post('/api/projects', {
      name: 'Site',
      status: 'on_hold',
      budget: 1234.567,
      actual_cost: 99.5,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });
    expect(full.body).toMatchObject({
      status: 'on_hold',
      budget: 1234.57,
      actual_cost: 99.5,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });
    expect((await client.get('/api/projects')).body).toHaveLength(2);
  });

  it('answers 400 for a missing name, a negative budget or an end before the start', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/projects', { description: 'no name' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Name is required/);
    expect((await client.post('/api/projects', { name: 'x', budget: -5 })).status).toBe(400);
    const dates = await client.post('/api/projects', {
      name: 'x',
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    });
    expect(dates.status).toBe(400);
    expect(dates.body.errors[0].path).toBe('end_date');
  });

  it('deletes own projects and answers 404 for another user', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: p } = await a.client.post('/api/projects', { name: 'Mine' });
    expect((await b.client.delete(`/api/projects/${p.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/projects/${p.id}`)).status).toBe(204);
    expect((await a.client.get('/api/projects')).body).toEqual([]);
  });
});
