import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paths = (body: { errors: { path: string }[] }) => body.errors.map((e) => e.path).sort();

describe('meetings', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.url).get('/api/meetings')).status).toBe(401);
  });

  it('creates with defaults, keeps the link only with a platform, lists by date and time', async () => {
    const { client } = await signedInUser(server.url);
    const a = await client.post('/api/meetings', {
      title: 'Standup',
      date: '2026-03-02',
      time: '09:30',
      meeting_link: 'https://x.example',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      type: 'meeting',
      status: 'scheduled',
      platform: 'none',
      meeting_link: null,
      duration: null,
      location: '',
      description: '',
    });
    const b = await client.post('/api/meetings', {
      title: 'Dentist',
      type: 'appointment',
      date: '2026-03-01',
      time: '15:00',
      duration: 0.5,
      platform: 'zoom',
      meeting_link: 'https://zoom.example/j/1',
    });
    expect(b.body).toMatchObject({
      type: 'appointment',
      duration: 0.5,
      platform: 'zoom',
      meeting_link: 'https://zoom.example/j/1',
    });
    const list = (await client.get('/api/meetings')).body;
    expect(list.map((m: { title: string }) => m.title)).toEqual(['Dentist', 'Standup']);
  });

  it('answers 400 naming each missing required field and a bad link', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/meetings', {});
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(['date', 'time', 'title']);
    const badTime = await client.post('/api/meetings', { title: 'x', date: '2026-01-01', time: '25:00' });
    expect(paths(badTime.body)).toEqual(['time']);
    const badLink = await client.post('/api/meetings', {
      title: 'x',
      date: '2026-01-01',
      time: '10:00',
      platform: 'teams',
      meeting_link: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
  });

  it('deletes own meetings and answers 404 for another user', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: m } = await a.client.post('/api/meetings', {
      title: 'Mine',
      date: '2026-01-01',
      time: '10:00',
    });
    expect((await b.client.delete(`/api/meetings/${m.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/meetings/${m.id}`)).status).toBe(204);
    expect((await a.client.get('/api/meetings')).body).toEqual([]);
  });
});
