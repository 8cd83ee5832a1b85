import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

const now = new Date('2026-05-20T12:00:00Z');
let local: RunningServer;
let remote: RunningServer;
let fake: http.Server;
const seen: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let fakeFails = false;

beforeAll(async () => {
  // A small OpenAI-compatible server.
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
      if (fakeFails) return res.writeHead(500).end('{}');
      const body = JSON.parse(raw);
      seen.push({ auth: req.headers.authorization, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            { message: { role: 'assistant', content: `Fake model says: ${body.messages.at(-1).content}` } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const port = (fake.address() as AddressInfo).port;
  local = await startTestServer({ clock: () => now });
  remote = await startTestServer({
    clock: () => now,
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model-1' },
  });
});
afterAll(async () => {
  await local.close();
  await remote.close();
  await new Promise((r) => fake.close(r));
});

describe('assistant', () => {
  it('needs a session and a message', async () => {
    expect((await new TestClient(local.url).post('/api/ai/chat', { message: 'hi' })).status).toBe(401);
    const u = await signedInUser(local.url);
    const blank = await u.client.post('/api/ai/chat', { message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('message');
  });

  it('answers locally from the user own data, and says it is local', async () => {
    const u = await signedInUser(local.url, { timezone: 'UTC' });
    const other = await signedInUser(local.url, { timezone: 'UTC' });
    const db = local.deps.db as unknown as Kysely<any>;
    await db
      .insertInto('expenses')
      .values([
        { user_id: u.user.id, title: 'Flight', amount: 420.5, category: 'travel', date: '2026-05-03' },
        { user_id: u.user.id, title: 'Lunch', amount: 30, category: 'food', date: '2026-05-10' },
        { user_id: u.user.id, title: 'Dinner', amount: 45.25, category: 'food', date: '2026-05-11' },
        { user_id: u.user.id, title: 'Last month', amount: 999, category: 'food', date: '2026-04-30' },
        { user_id: other.user.id, title: 'Not mine', amount: 5000, category: 'hardware', date: '2026-05-10' },
      ])
      .execute();
    await db
      .insertInto('budgets')
      .values({
        user_id: u.user.id,
        name: 'Eating out',
        amount: 50,
        period: 'monthly',
        category: 'food',
        start_date: '2026-05-01',
      })
      .execute();
    await db
      .insertInto('tasks')
      .values([{ user_id: u.user.id, title: 'Renew passport', due_date: '2026-05-20', priority: 'high' }])
      .execute();
    await db
      .insertInto('meetings')
      .values([
        { user_id: u.user.id, title: 'Dentist', date: '2026-05-22', time: '09:30', type: 'appointment' },
      ])
      .execute();
    await db
      .insertInto('time_entries')
      .values([
        { user_id: u.user.id, description: 'Coding', category: 'work', hours: 6, date: '2026-05-19' },
        { user_id: u.user.id, description: 'Scrolling', category: 'waste', hours: 2, date: '2026-05-19' },
      ])
      .execute();

    const spend = await u.client.post('/api/ai/chat', { message: 'How much did I spend by category?' });
    expect(spend.status).toBe(200);
    expect(spend.body).toMatchObject({ provider_label: 'Local assistant', is_local: true });
    expect(spend.body.response).toContain('This month you have spent $495.75');
    expect(spend.body.response).toContain('travel: $420.50');
    expect(spend.body.response).toContain('food: $75.25 (2 expenses)');
    expect(spend.body.response).not.toContain('hardware');
    expect(spend.body.response).toContain('local assistant');

    const budget = (await u.client.post('/api/ai/chat', { message: 'Am I over budget?' })).body.response;
    expect(budget).toContain('Eating out (monthly, food): spent $75.25 of $50.00, over by $25.25');
    const tasks = (await u.client.post('/api/ai/chat', { message: 'what tasks are due?' })).body.response;
    expect(tasks).toContain('Renew passport (due 2026-05-20, high priority)');
    expect(tasks).toContain('1 due today');
    const meetings = (await u.client.post('/api/ai/chat', { message: 'upcoming meetings' })).body.response;
    expect(meetings).toContain('Dentist on 2026-05-22 at 09:30');
    const drift = (await u.client.post('/api/ai/chat', { message: 'time drift' })).body.response;
    expect(drift).toContain('time drift 2 h (25%)');
    expect(drift).toContain('Scrolling (2 h)');

    const empty = (await other.client.post('/api/ai/chat', { message: 'tasks' })).body.response;
    expect(empty).toContain('no open tasks');
  });

  it('uses the OpenAI-compatible provider when configured, labelled with its model', async () => {
    const u = await signedInUser(remote.url);
    const info = await u.client.get('/api/ai/info');
    expect(info.body).toEqual({ provider_label: 'fake-model-1', is_local: false });
    const res = await u.client.post('/api/ai/chat', { message: 'Plan my week' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      response: 'Fake model says: Plan my week',
      provider_label: 'fake-model-1',
      is_local: false,
    });
    const call = seen.at(-1)!;
    expect(call.auth).toBe('Bearer test-key');
    expect(call.body.model).toBe('fake-model-1');
    expect(call.body.messages[0]!.role).toBe('system');
    expect(call.body.messages[0]!.content).toContain('no expenses recorded');

    const avatar = await u.client.post('/api/profile/generate-avatar', {
      style: 'abstract',
      description: 'green forest',
    });
    expect(avatar.body.response).toContain('Fake model says');

    fakeFails = true;
    const failed = await u.client.post('/api/ai/chat', { message: 'again' });
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toEqual(expect.any(String));
    fakeFails = false;
  });
});
