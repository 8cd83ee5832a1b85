import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import type { RunningServer } from '../../../server/src/server.js';

/**
 * Mass assignment: owner, family and id fields in a body are ignored — the owner is always the session's
 * user (DESIGN.md §3). Mallory tries to plant rows in Alice's account and family, and to take over ids.
 */
let server: RunningServer;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedInUser(server.url, { name: 'Alice' });
  mallory = await signedInUser(server.url, { name: 'Mallory' });
});
afterAll(() => server?.close());

const smuggled = () => ({
  id: '00000000-0000-4000-8000-000000000001',
  user_id: alice.user.id,
  owner_id: alice.user.id,
  family_id: alice.user.family_id,
  created_by: alice.user.id,
  is_mock: false,
  verified: true,
});

const cases: [string, string, Record<string, unknown>][] = [
  ['/api/tasks', '/api/tasks', { title: 'planted task' }],
  ['/api/expenses', '/api/expenses', { title: 'planted expense', amount: 5, date: '2030-01-01' }],
  ['/api/children', '/api/children', { name: 'planted child' }],
  ['/api/trackers', '/api/trackers', { name: 'planted tracker' }],
  ['/api/credit-cards', '/api/credit-cards', { card_name: 'planted card', last_four: '1234' }],
  ['/api/plans', '/api/plans', { name: 'planted plan', start_date: '2030-01-01', privacy: 'family_only' }],
];

describe('mass assignment', () => {
  it.each(cases)(
    'POST %s keeps the row with the session user, whatever the body claims',
    async (path, list, body) => {
      const res = await mallory.client.post(path, { ...body, ...smuggled() });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(smuggled().id);
      const aliceRows = (await alice.client.get(list)).body as { id: string }[];
      expect(aliceRows.map((r) => r.id)).not.toContain(res.body.id);
      const malloryRows = (await mallory.client.get(list)).body as { id: string }[];
      expect(malloryRows.map((r) => r.id)).toContain(res.body.id);
      if ('is_mock' in res.body && path === '/api/credit-cards') expect(res.body.is_mock).toBe(true);
    },
  );

  it('does not let a profile update change the family, the verified flag or another user', async () => {
    const res = await mallory.client.put('/api/profile', {
      name: 'Mallory',
      email: mallory.email,
      role: 'x',
      ...smuggled(),
    });
    expect(res.status).toBe(200);
    const me = (await mallory.client.get('/api/auth/me')).body.user;
    expect(me.family_id).toBe(mallory.user.family_id);
    expect(me.id).toBe(mallory.user.id);
    expect((await alice.client.get('/api/auth/me')).body.user.name).toBe('Alice');
  });
});
