import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, creditRating } from '@hearth/shared';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
let now = new Date('2024-06-20T12:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server.close());
const TODAY = '2024-06-20';

describe('credit score', () => {
  it('is a deterministic mock with its rating band', async () => {
    const me = await signedInUser(server.url);
    const a = await me.client.get('/api/credit-score');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ is_mock: true, score_range: '300-850', last_updated: '2024-06-01' });
    expect(creditRating(a.body.score)).toEqual({ rating: a.body.rating, tone: a.body.tone });
    expect((await me.client.get('/api/credit-score')).body).toEqual(a.body);
    expect((await new TestClient(server.url).get('/api/credit-score')).status).toBe(401);
  });

  it('remembers visibility server-side (default visible)', async () => {
    const me = await signedInUser(server.url);
    expect((await me.client.get('/api/credit-score/visibility')).body).toEqual({
      credit_score_visible: true,
    });
    expect((await me.client.put('/api/credit-score/visibility?visible=false')).body).toEqual({
      credit_score_visible: false,
    });
    expect((await me.client.get('/api/credit-score/visibility')).body).toEqual({
      credit_score_visible: false,
    });
    expect((await me.client.put('/api/credit-score/visibility?visible=maybe')).status).toBe(400);
    expect((await me.client.put('/api/credit-score/visibility')).status).toBe(400);
  });
});

describe('budget spent', () => {
  it('counts the category’s expenses in the current period only, at the period edges', async () => {
    const me = await signedInUser(server.url);
    const add = (date: string, amount: number, category = 'food') =>
      me.client.post('/api/expenses', { title: 'x', amount, date, category });
    // Monthly from the 15th: today (June 20) is in [June 15, July 15).
    await add('2024-06-14', 100); // previous period
    await add('2024-06-15', 10.1); // first day: counts
    await add('2024-06-20', 20.2);
    await add('2024-07-15', 1000); // next period
    await add('2024-06-16', 5, 'travel'); // other category
    const food = await me.client.post('/api/budgets', {
      name: 'Food',
      amount: 30,
      category: 'Food',
      start_date: '2024-01-15',
    });
    expect(food.body).toMatchObject({
      spent: 30.3,
      period_start: '2024-06-15',
      period_end: '2024-07-15',
      category: 'food',
    });
    const all = await me.client.post('/api/budgets', { name: 'All', amount: 30, start_date: '2024-01-15' });
    expect(all.body.spent).toBe(35.3);
    const daily = await me.client.post('/api/budgets', {
      name: 'Today',
      amount: 5,
      period: 'daily',
      start_date: '2024-01-01',
    });
    expect(daily.body).toMatchObject({ spent: 20.2, period_start: TODAY });
    // Weekly from Wednesday June 5: [June 19, June 26).
    const weekly = await me.client.post('/api/budgets', {
      name: 'Week',
      amount: 50,
      period: 'weekly',
      start_date: '2024-06-05',
    });
    expect(weekly.body).toMatchObject({ spent: 20.2, period_start: '2024-06-19', period_end: '2024-06-26' });
  });
});

describe('security analysis', () => {
  it('answers an all-clear info alert when nothing stands out', async () => {
    const me = await signedInUser(server.url);
    const res = await me.client.post('/api/security-alerts/analyze');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ severity: 'info', title: 'All looks good', is_read: false });
    expect((await me.client.post('/api/security-alerts/analyze')).body.id).toBe(res.body.id);
  });

  it('flags an expense far above its category’s usual amount', async () => {
    const me = await signedInUser(server.url);
    for (const [d, a] of [
      [-40, 12],
      [-30, 15],
      [-20, 11],
      [-10, 14],
    ] as const)
      await me.client.post('/api/expenses', {
        title: 'Lunch',
        amount: a,
        date: addDays(TODAY, d),
        category: 'food',
      });
    await me.client.post('/api/expenses', {
      title: 'Banquet',
      amount: 480,
      date: addDays(TODAY, -1),
      category: 'food',
    });
    const res = await me.client.post('/api/security-alerts/analyze');
    expect(res.body).toMatchObject({ severity: 'warning', title: 'Unusual food expense' });
    expect(res.body.description).toContain('Banquet');
    // Raised once: the next analysis finds nothing new.
    expect((await me.client.post('/api/security-alerts/analyze')).body.title).toBe('All looks good');
  });

  it('flags a likely duplicate charge', async () => {
    const me = await signedInUser(server.url);
    await me.client.post('/api/expenses', {
      title: 'Gym Membership',
      amount: 49.99,
      date: addDays(TODAY, -3),
      category: 'other',
    });
    await me.client.post('/api/expenses', {
      title: 'gym membership',
      amount: 49.99,
      date: addDays(TODAY, -2),
      category: 'other',
    });
    const res = await me.client.post('/api/security-alerts/analyze');
    expect(res.body).toMatchObject({ severity: 'warning', title: 'Possible duplicate charge' });
  });

  it('flags a new recurring charge', async () => {
    const me = await signedInUser(server.url);
    await me.client.post('/api/recurring-charges', {
      name: 'MysteryStream',
      amount: 12.99,
      next_billing_date: '2024-07-01',
    });
    const res = await me.client.post('/api/security-alerts/analyze');
    expect(res.body).toMatchObject({ severity: 'info', title: 'New recurring charge' });
    expect(res.body.description).toContain('MysteryStream');
  });

  it('flags an exceeded budget as critical, lists at most 5 newest and marks read', async () => {
    const me = await signedInUser(server.url);
    await me.client.post('/api/budgets', {
      name: 'Fun',
      amount: 20,
      period: 'monthly',
      start_date: '2024-06-01',
    });
    await me.client.post('/api/expenses', { title: 'Concert', amount: 25, date: TODAY, category: 'other' });
    const res = await me.client.post('/api/security-alerts/analyze');
    expect(res.body).toMatchObject({ severity: 'critical', title: 'Budget exceeded: Fun' });

    for (let i = 1; i <= 6; i++) {
      now = new Date(`2024-06-${20 + i}T12:00:00Z`);
      await me.client.post('/api/security-alerts/analyze');
    }
    now = new Date('2024-06-20T12:00:00Z');
    const list = await me.client.get('/api/security-alerts');
    expect(list.body).toHaveLength(5);
    const read = await me.client.put(`/api/security-alerts/${list.body[0].id}/read`);
    expect(read.body.is_read).toBe(true);
    const stranger = await signedInUser(server.url);
    expect((await stranger.client.put(`/api/security-alerts/${list.body[1].id}/read`)).status).toBe(404);
    expect((await stranger.client.get('/api/security-alerts')).body).toEqual([]);
  });
});
