import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('trackers', () => {
  it('needs a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/trackers')).status).toBe(401);
    expect((await anon.get('/api/trackers/ticker-data')).status).toBe(401);
  });

  it('creates with defaults, upper-cases stock and crypto symbols, and validates', async () => {
    const u = await signedInUser(server.url);
    const stock = await u.client.post('/api/trackers', {
      name: 'S&P 500',
      type: 'stock',
      symbol: 'spy',
      unit: 'USD',
    });
    expect(stock.status).toBe(201);
    expect(stock.body).toMatchObject({
      symbol: 'SPY',
      color: '#2563eb',
      display_in_ticker: true,
      is_active: true,
      latest_value: null,
      reading_count: 0,
    });
    const steps = await u.client.post('/api/trackers', {
      name: 'Daily Steps',
      type: 'activity',
      symbol: 'steps',
    });
    expect(steps.body.symbol).toBe('steps');
    const noName = await u.client.post('/api/trackers', { type: 'crypto' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.map((e: { path: string }) => e.path)).toContain('name');
    expect((await u.client.post('/api/trackers', { name: 'x', type: 'weather' })).status).toBe(400);
    expect((await u.client.get('/api/trackers')).body).toHaveLength(2);
  });

  it('adds readings and the ticker shows only the latest real reading', async () => {
    const u = await signedInUser(server.url);
    const btc = (await u.client.post('/api/trackers', { name: 'Bitcoin', type: 'crypto', symbol: 'btc' }))
      .body;
    const hidden = (
      await u.client.post('/api/trackers', { name: 'Private', type: 'custom', display_in_ticker: false })
    ).body;
    const inactive = (await u.client.post('/api/trackers', { name: 'Old', type: 'custom', is_active: false }))
      .body;

    let ticker = (await u.client.get('/api/trackers/ticker-data')).body;
    expect(ticker).toEqual([
      expect.objectContaining({ id: btc.id, symbol: 'BTC', value: null, change: null }),
    ]);

    expect((await u.client.post(`/api/trackers/${btc.id}/readings`, { note: 'no value' })).status).toBe(400);
    const first = await u.client.post(`/api/trackers/${btc.id}/readings`, { value: 64000.5 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ tracker_id: btc.id, value: 64000.5, note: '' });
    await u.client.post(`/api/trackers/${btc.id}/readings`, { value: 65000, note: 'up' });
    ticker = (await u.client.get('/api/trackers/ticker-data')).body;
    expect(ticker).toHaveLength(1);
    expect(ticker[0]).toMatchObject({ value: 65000, change: 999.5, type: 'crypto', color: '#2563eb' });
    const list = (await u.client.get('/api/trackers')).body.find((t: { id: string }) => t.id === btc.id);
    expect(list).toMatchObject({ latest_value: 65000, reading_count: 2 });
    expect(
      (await u.client.get(`/api/trackers/${btc.id}/readings`)).body.map((r: { value: number }) => r.value),
    ).toEqual([65000, 64000.5]);
    expect([hidden.id, inactive.id]).not.toContain(ticker[0].id);
  });

  it("answers 404 for another user's tracker", async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url, { inFamilyOf: u });
    const t = (await u.client.post('/api/trackers', { name: 'Sleep', type: 'bio_metric', unit: 'hrs' })).body;
    expect((await other.client.post(`/api/trackers/${t.id}/readings`, { value: 7 })).status).toBe(404);
    expect((await other.client.get(`/api/trackers/${t.id}/readings`)).status).toBe(404);
    expect((await other.client.delete(`/api/trackers/${t.id}`)).status).toBe(404);
    expect((await other.client.get('/api/trackers')).body).toEqual([]);
    expect((await u.client.delete(`/api/trackers/${t.id}`)).status).toBe(204);
    expect((await u.client.get('/api/trackers')).body).toEqual([]);
  });
});
