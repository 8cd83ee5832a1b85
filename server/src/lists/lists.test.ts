import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

// Every list endpoint: 401 without a session, 400 with a detail, 404 for another family's or a
// non-shared member's list, and success — over real HTTP on a real database.
let server: RunningServer;
let owner: SignedInUser, partner: SignedInUser, stranger: SignedInUser;
let kid: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server.url, { name: 'Casey' });
  partner = await signedInUser(server.url, { name: 'Robin', inFamilyOf: owner });
  stranger = await signedInUser(server.url, { name: 'Stranger' });
  const username = `kid${Date.now().toString(36)}`;
  const made = await owner.client.post('/api/family/children-accounts', {
    name: 'Mia',
    username,
    pin: '2468',
  });
  expect(made.status).toBe(201);
  kid = new TestClient(server.url);
  expect((await kid.post('/api/auth/child-login', { username, pin: '2468' })).status).toBe(200);
});
afterAll(() => server.close());

const newList = async (u: SignedInUser, body: Record<string, unknown> = {}) => {
  const res = await u.client.post('/api/lists', { name: 'Groceries', ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; items: unknown[]; member_ids: string[] };
};
const add = async (u: SignedInUser | { client: TestClient }, listId: string, text: string) => {
  const res = await u.client.post(`/api/lists/${listId}/items`, { text });
  expect(res.status).toBe(201);
  return res.body as { id: string; text: string; quantity: number | null; unit: string | null };
};

describe('lists', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const anon = new TestClient(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/lists'],
      ['POST', '/api/lists'],
      ['GET', `/api/lists/${id}`],
      ['PUT', `/api/lists/${id}`],
      ['DELETE', `/api/lists/${id}`],
      ['GET', '/api/list-categories'],
      ['POST', `/api/lists/${id}/items`],
      ['PATCH', `/api/lists/${id}/items/x`],
      ['PUT', `/api/lists/${id}/items/x`],
      ['DELETE', `/api/lists/${id}/items/x`],
      ['POST', `/api/lists/${id}/items/x/check`],
      ['POST', `/api/lists/${id}/items/x/uncheck`],
      ['POST', `/api/lists/${id}/items/clear-checked`],
      ['POST', `/api/lists/${id}/items/readd`],
    ] as const)
      expect(
        (await anon.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(401);
  });

  it('creates a family list by default, lists it for the family and the child, reads it back', async () => {
    const created = await newList(owner, { kind: 'shopping' });
    expect(created).toMatchObject({
      name: 'Groceries',
      kind: 'shopping',
      sharing: 'family',
      owner_name: 'Casey',
      is_owner: true,
      items: [],
      history: [],
    });
    for (const c of [owner.client, partner.client, kid]) {
      const all = (await c.get('/api/lists')).body as { id: string }[];
      expect(all.map((l) => l.id)).toContain(created.id);
      expect((await c.get(`/api/lists/${created.id}`)).status).toBe(200);
    }
    expect((await partner.client.get(`/api/lists/${created.id}`)).body.is_owner).toBe(false);
  });

  it('refuses bad input with a detail: no name, unknown kind, members without any, a member of another family', async () => {
    let res = await owner.client.post('/api/lists', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Name is required/);
    res = await owner.client.post('/api/lists', { name: 'X', kind: 'wish' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('kind');
    res = await owner.client.post('/api/lists', { name: 'X', sharing: 'members', member_ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Choose at least one member/);
    res = await owner.client.post('/api/lists', {
      name: 'X',
      sharing: 'members',
      member_ids: [stranger.user.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/members of your family only/);
    res = await owner.client.get('/api/lists/not-a-uuid');
    expect(res.status).toBe(400);
    const list = await newList(owner);
    res = await owner.client.post(`/api/lists/${list.id}/items`, { text: '' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Item is required/);
    res = await owner.client.put(`/api/lists/${list.id}`, {});
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Nothing to change/);
    res = await owner.client.post(`/api/lists/${list.id}/items/readd`, { keys: [] });
    expect(res.status).toBe(400);
  });

  it('a personal list is its owner’s only: 404 for the partner, the child and another family', async () => {
    const mine = await newList(owner, { name: 'Birthday ideas', sharing: 'personal', kind: 'todo' });
    const item = await add(owner, mine.id, 'Book the cake');
    for (const c of [partner.client, kid, stranger.client]) {
      expect((await c.get('/api/lists')).body.map((l: { id: string }) => l.id)).not.toContain(mine.id);
      for (const [method, path, body] of [
        ['GET', `/api/lists/${mine.id}`, undefined],
        ['PUT', `/api/lists/${mine.id}`, { name: 'Mine' }],
        ['DELETE', `/api/lists/${mine.id}`, undefined],
        ['POST', `/api/lists/${mine.id}/items`, { text: 'milk' }],
        ['PATCH', `/api/lists/${mine.id}/items/${item.id}`, { note: 'x' }],
        ['DELETE', `/api/lists/${mine.id}/items/${item.id}`, undefined],
        ['POST', `/api/lists/${mine.id}/items/${item.id}/check`, {}],
        ['POST', `/api/lists/${mine.id}/items/clear-checked`, {}],
        ['POST', `/api/lists/${mine.id}/items/readd`, { keys: ['x'] }],
      ] as const) {
        const res = await c.request<{ detail: string }>(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.detail).toBe('List not found');
      }
    }
    expect((await owner.client.get(`/api/lists/${mine.id}`)).body.items).toHaveLength(1);
  });

  it('a list shared with chosen members: they see it, the others in the family do not', async () => {
    const shared = await newList(owner, {
      name: 'Camping',
      kind: 'packing',
      sharing: 'members',
      member_ids: [partner.user.id],
    });
    expect(shared).toMatchObject({ member_ids: [partner.user.id] });
    expect((await partner.client.get(`/api/lists/${shared.id}`)).status).toBe(200);
    expect((await kid.get(`/api/lists/${shared.id}`)).status).toBe(404);
    // Only the owner changes the sharing; the partner may rename.
    let res = await partner.client.put(`/api/lists/${shared.id}`, { sharing: 'family' });
    expect(res.status).toBe(403);
    res = await partner.client.put(`/api/lists/${shared.id}`, { name: 'Camping trip' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Camping trip');
    res = await owner.client.put(`/api/lists/${shared.id}`, { sharing: 'family' });
    expect(res.body).toMatchObject({ sharing: 'family', member_ids: [] });
    expect((await kid.get(`/api/lists/${shared.id}`)).status).toBe(200);
  });

  it('adds items with quantity and unit read from the text, and who added them', async () => {
    const list = await newList(owner);
    expect(await add(owner, list.id, '2 kg flour')).toMatchObject({ text: 'flour', quantity: 2, unit: 'kg' });
    expect(await add(partner, list.id, 'milk x3')).toMatchObject({
      text: 'milk',
      quantity: 3,
      unit: null,
      added_by: partner.user.id,
      added_by_name: 'Robin',
    });
    const got = (await owner.client.get(`/api/lists/${list.id}`)).body;
    expect(got.items.map((i: { text: string }) => i.text)).toEqual(['flour', 'milk']);
    expect(got.item_count).toBe(2);
  });

  it('edits an item (PATCH and PUT), checks, unchecks and deletes it; an unknown item is 404', async () => {
    const list = await newList(owner);
    const item = await add(owner, list.id, 'butter');
    let res = await owner.client.patch(`/api/lists/${list.id}/items/${item.id}`, {
      note: 'unsalted',
      quantity: 250,
      unit: 'g',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ note: 'unsalted', quantity: 250, unit: 'g' });
    res = await owner.client.put(`/api/lists/${list.id}/items/${item.id}`, { category: 'Dairy' });
    expect(res.body.category).toBe('Dairy');
    res = await owner.client.patch(`/api/lists/${list.id}/items/${item.id}`, { quantity: -1 });
    expect(res.status).toBe(400);
    res = await partner.client.post(`/api/lists/${list.id}/items/${item.id}/check`);
    expect(res.body).toMatchObject({ checked: true, checked_by: partner.user.id, checked_by_name: 'Robin' });
    expect(res.body.checked_at).toMatch(/^\d{4}-/);
    expect((await owner.client.get(`/api/lists/${list.id}`)).body.checked_count).toBe(1);
    res = await owner.client.post(`/api/lists/${list.id}/items/${item.id}/uncheck`);
    expect(res.body).toMatchObject({ checked: false, checked_by: null, checked_at: null });
    for (const [method, path] of [
      ['PATCH', `/api/lists/${list.id}/items/nope`],
      ['POST', `/api/lists/${list.id}/items/nope/check`],
      ['DELETE', `/api/lists/${list.id}/items/nope`],
    ] as const)
      expect(
        (await owner.client.request(method, path, method === 'DELETE' ? undefined : { note: 'x' })).status,
      ).toBe(404);
    expect((await owner.client.delete(`/api/lists/${list.id}/items/${item.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/lists/${list.id}`)).body.items).toEqual([]);
  });

  it('learns a category per family: a later item of the same name gets it, in any list of the family', async () => {
    const list = await newList(owner);
    const eggs = await add(owner, list.id, '6 eggs');
    await owner.client.patch(`/api/lists/${list.id}/items/${eggs.id}`, { category: 'Dairy & eggs' });
    expect((await partner.client.get('/api/list-categories')).body).toMatchObject({ egg: 'Dairy & eggs' });
    const other = await newList(partner, { name: 'Weekend' });
    expect(await add(partner, other.id, 'a dozen Eggs')).toMatchObject({
      category: 'Dairy & eggs',
      quantity: 12,
    });
    // Another family learned nothing.
    expect((await stranger.client.get('/api/list-categories')).body).toEqual({});
  });

  it('clears checked items into the history, which can add them again', async () => {
    const list = await newList(owner);
    const milk = await add(owner, list.id, 'milk x2');
    const bread = await add(owner, list.id, 'bread');
    await add(owner, list.id, 'apples');
    await owner.client.post(`/api/lists/${list.id}/items/${milk.id}/check`);
    await owner.client.post(`/api/lists/${list.id}/items/${bread.id}/check`);
    let res = await partner.client.post(`/api/lists/${list.id}/items/clear-checked`);
    expect(res.status).toBe(200);
    expect(res.body.cleared).toBe(2);
    expect(res.body.list.items.map((i: { text: string }) => i.text)).toEqual(['apples']);
    expect(res.body.list.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'milk',
          text: 'milk',
          quantity: 2,
          times: 1,
          cleared_by_name: 'Robin',
        }),
        expect.objectContaining({ key: 'bread', times: 1 }),
      ]),
    );
    res = await owner.client.post(`/api/lists/${list.id}/items/readd`, { keys: ['milk'] });
    expect(res.status).toBe(201);
    expect(res.body.items.map((i: { text: string; quantity: number }) => [i.text, i.quantity])).toEqual([
      ['apples', null],
      ['milk', 2],
    ]);
    res = await owner.client.post(`/api/lists/${list.id}/items/readd`, { keys: ['caviar'] });
    expect(res.status).toBe(404);
  });

  it('only the owner deletes a list; then nobody sees it', async () => {
    const list = await newList(owner);
    expect((await partner.client.delete(`/api/lists/${list.id}`)).status).toBe(403);
    expect((await stranger.client.delete(`/api/lists/${list.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/lists/${list.id}`)).status).toBe(204);
    for (const c of [owner.client, partner.client])
      expect((await c.get(`/api/lists/${list.id}`)).status).toBe(404);
  });
});
