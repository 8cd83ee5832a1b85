import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

/** Each finance resource: its path, a valid body, its required fields and the defaults it fills in. */
const RESOURCES = [
  {
    path: '/api/expenses',
    valid: { title: 'Team lunch', amount: 42.5, date: '2024-03-01' },
    required: ['title', 'amount', 'date'],
    defaults: { category: 'other', description: '' },
  },
  {
    path: '/api/credit-cards',
    valid: { card_name: 'Travel card', last_four: '4242' },
    required: ['card_name', 'last_four'],
    defaults: { card_type: 'visa', is_mock: true },
  },
  {
    path: '/api/recurring-charges',
    valid: { name: 'Streaming', amount: 15.99, next_billing_date: '2024-04-01' },
    required: ['name', 'amount', 'next_billing_date'],
    defaults: { frequency: 'monthly', category: 'subscription', is_active: true, description: '' },
  },
  {
    path: '/api/bank-accounts',
    valid: { account_name: 'Everyday', institution: 'First Bank', balance: 1200.1 },
    required: ['account_name', 'institution', 'balance'],
    defaults: { account_type: 'checking', currency: 'USD', is_linked: false },
  },
  {
    path: '/api/budgets',
    valid: { name: 'Groceries', amount: 300, start_date: '2024-01-01' },
    required: ['name', 'amount', 'start_date'],
    defaults: { period: 'monthly', category: 'general', is_active: true, spent: 0 },
  },
] as const;

describe.each(RESOURCES)('$path', ({ path, valid, required, defaults }) => {
  let me: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    me = await signedInUser(server.url, { name: 'Owner' });
    stranger = await signedInUser(server.url, { name: 'Stranger' });
  });

  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get(path)).status).toBe(401);
    expect((await anon.post(path, valid)).status).toBe(401);
    expect((await anon.delete(`${path}/${MISSING}`)).status).toBe(401);
  });

  it.each(required)('answers 400 with detail when %s is missing', async (field) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    const res = await me.client.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('creates with defaults, lists and deletes; another user sees nothing and gets 404', async () => {
    const created = await me.client.post(path, valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, ...defaults, owner_id: me.user.id, owner_name: 'Owner' });

    const list = await me.client.get(path);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: string }) => r.id)).toContain(created.body.id);

    expect((await stranger.client.get(path)).body).toEqual([]);
    expect((await stranger.client.delete(`${path}/${created.body.id}`)).status).toBe(404);
    expect((await me.client.delete(`${path}/${MISSING}`)).status).toBe(404);

    expect((await me.client.delete(`${path}/${created.body.id}`)).status).toBe(204);
    expect((await me.client.get(path)).body.map((r: { id: string }) => r.id)).not.toContain(created.body.id);
    expect((await me.client.delete(`${path}/${created.body.id}`)).status).toBe(404);
  });
});

describe('validation details', () => {
  let me: SignedInUser;
  beforeAll(async () => {
    me = await signedInUser(server.url);
  });

  it('refuses last four digits that are not exactly 4 digits', async () => {
    for (const last_four of ['123', '12345', 'abcd']) {
      const res = await me.client.post('/api/credit-cards', { card_name: 'Card', last_four });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        path: 'last_four',
        message: 'Last four digits must be exactly 4 digits',
      });
    }
  });

  it('refuses an unknown expense category, a blank title and a bad date', async () => {
    const base = { title: 'X', amount: 1, date: '2024-01-01' };
    expect((await me.client.post('/api/expenses', { ...base, category: 'yachts' })).status).toBe(400);
    expect((await me.client.post('/api/expenses', { ...base, title: '   ' })).status).toBe(400);
    expect((await me.client.post('/api/expenses', { ...base, date: '01/02/2024' })).status).toBe(400);
    expect((await me.client.post('/api/expenses', { ...base, amount: 0 })).status).toBe(400);
  });

  it('keeps money exact to the cent', async () => {
    const a = await me.client.post('/api/expenses', { title: 'A', amount: 0.1, date: '2024-01-02' });
    const b = await me.client.post('/api/expenses', { title: 'B', amount: 0.2, date: '2024-01-02' });
    expect(a.body.amount + b.body.amount).toBeCloseTo(0.3, 10);
    const acct = await me.client.post('/api/bank-accounts', {
      account_name: 'Card',
      institution: 'X',
      balance: -12.345,
    });
    expect(acct.body.balance).toBe(-12.35);
  });
});

describe('recurring equivalents', () => {
  it('answers per-month and per-year equivalents', async () => {
    const me = await signedInUser(server.url);
    const monthly = await me.client.post('/api/recurring-charges', {
      name: 'Music',
      amount: 9.99,
      next_billing_date: '2024-05-01',
    });
    expect(monthly.body).toMatchObject({ monthly_equivalent: 9.99, yearly_equivalent: 119.88 });
    const yearly = await me.client.post('/api/recurring-charges', {
      name: 'Insurance',
      amount: 600,
      frequency: 'yearly',
      category: 'insurance',
      next_billing_date: '2024-09-01',
      is_active: false,
    });
    expect(yearly.body).toMatchObject({ monthly_equivalent: 50, yearly_equivalent: 600, is_active: false });
  });
});

describe('family view', () => {
  it('shows every member’s rows with their owner, read-only', async () => {
    const parent = await signedInUser(server.url, { name: 'Parent' });
    const teen = await signedInUser(server.url, { name: 'Teen', inFamilyOf: parent });
    const outsider = await signedInUser(server.url, { name: 'Outsider' });
    const mine = await parent.client.post('/api/expenses', {
      title: 'Groceries',
      amount: 80,
      date: '2024-02-01',
      category: 'food',
    });
    const theirs = await teen.client.post('/api/expenses', {
      title: 'Game',
      amount: 60,
      date: '2024-02-02',
      category: 'software',
    });
    await outsider.client.post('/api/expenses', { title: 'Elsewhere', amount: 5, date: '2024-02-02' });
    await teen.client.post('/api/bank-accounts', {
      account_name: 'Savings',
      institution: 'Bank',
      balance: 50,
    });

    const individual = await parent.client.get('/api/expenses');
    expect(individual.body.map((e: { id: string }) => e.id)).toEqual([mine.body.id]);

    const family = await parent.client.get('/api/expenses?scope=family');
    expect(family.status).toBe(200);
    expect(
      family.body.map((e: { title: string; owner_name: string }) => [e.title, e.owner_name]).sort(),
    ).toEqual([
      ['Game', 'Teen'],
      ['Groceries', 'Parent'],
    ]);
    const accounts = await parent.client.get('/api/bank-accounts?scope=family');
    expect(accounts.body).toEqual([
      expect.objectContaining({ account_name: 'Savings', owner_id: teen.user.id }),
    ]);

    expect((await parent.client.delete(`/api/expenses/${theirs.body.id}`)).status).toBe(404);
    expect((await teen.client.get('/api/expenses')).body).toHaveLength(1);
    expect((await parent.client.get('/api/expenses?scope=everyone')).status).toBe(400);
  });
});

describe('export', () => {
  it('exports my expenses as CSV', async () => {
    const me = await signedInUser(server.url);
    await me.client.post('/api/expenses', {
      title: 'Dinner, with "friends"',
      amount: 30,
      date: '2024-03-03',
      category: 'food',
    });
    await me.client.post('/api/expenses', { title: '=HYPERLINK()', amount: 12.5, date: '2024-03-04' });
    const res = await me.client.get('/api/expenses/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.body).toBe(
      'Date,Title,Description,Category,Amount\r\n2024-03-04,\'=HYPERLINK(),,other,12.50\r\n2024-03-03,"Dinner, with ""friends""",,food,30.00\r\n',
    );
  });
});
