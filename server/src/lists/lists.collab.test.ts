import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addListItem,
  CLOSE,
  clearChecked,
  itemsOf,
  listDocName,
  moveListItem,
  orderBetween,
  readListDoc,
  setItemChecked,
  type DocListItem,
  type ListDocState,
} from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { editor, synced, waitFor, type Editor } from '../collab/testing.js';

// Lists with real y-websocket clients: two editors converge, a list is refused to another family and to a
// member it is not shared with, and an invalid update is dropped (never stored nor broadcast).
let server: RunningServer;
const open: Editor[] = [];
let casey: SignedInUser, robin: SignedInUser, sam: SignedInUser, other: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  casey = await signedInUser(server.url, { name: 'Casey' });
  robin = await signedInUser(server.url, { name: 'Robin', inFamilyOf: casey });
  sam = await signedInUser(server.url, { name: 'Sam', inFamilyOf: casey, role: 'teen' });
  other = await signedInUser(server.url, { name: 'Other' });
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const connect = (u: SignedInUser, name: string) => {
  const e = editor(server.url, name, u.client.cookie);
  open.push(e);
  return e;
};
const newList = async (body: Record<string, unknown> = {}) => {
  const res = await casey.client.post('/api/lists', { name: 'Groceries', ...body });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, name: listDocName(res.body.id) };
};
const item = (u: SignedInUser, text: string, extra: Partial<DocListItem> = {}): DocListItem => ({
  text,
  quantity: null,
  unit: null,
  category: null,
  note: '',
  added_by: u.user.id,
  added_by_name: u.user.name,
  added_at: new Date().toISOString(),
  ...extra,
});
const tick = (u: SignedInUser) => ({ by: u.user.id, by_name: u.user.name, at: new Date().toISOString() });
const state = (e: Editor) => readListDoc(e.doc) as unknown as ListDocState;
const texts = (e: Editor) => itemsOf(state(e)).map((i) => `${i.text}${i.checked ? '✓' : ''}`);

describe('list documents over y-websocket', () => {
  it('two editors converge: concurrent adds, ticks and moves all survive, and REST reads the same', async () => {
    const list = await newList();
    const a = connect(casey, list.name);
    const b = connect(robin, list.name);
    await Promise.all([synced(a), synced(b)]);
    addListItem(a.doc, 'flour', item(casey, 'flour', { quantity: 2, unit: 'kg' }));
    addListItem(a.doc, 'milk', item(casey, 'milk'));
    await waitFor(() => b.doc.getMap('items').size === 2, 5000, 'the first items');
    // At once: Robin ticks milk and adds eggs while Casey moves milk first and adds bread.
    b.doc.transact(() => {
      setItemChecked(b.doc, 'milk', tick(robin));
      addListItem(b.doc, 'eggs', item(robin, 'eggs', { quantity: 12 }));
    });
    a.doc.transact(() => {
      moveListItem(a.doc, 'milk', orderBetween(undefined, state(a).order.flour));
      addListItem(a.doc, 'bread', item(casey, 'bread'));
    });
    await waitFor(
      () =>
        a.doc.getMap('items').size === 4 &&
        b.doc.getMap('items').size === 4 &&
        a.doc.getMap('checked').size === 1,
      5000,
      'convergence',
    );
    expect(texts(a)).toEqual(texts(b));
    expect(texts(a)[0]).toBe('milk✓');
    expect(texts(a)).toEqual(expect.arrayContaining(['flour', 'eggs', 'bread']));
    await waitFor(() => a.allSaved() && b.allSaved(), 5000, 'saved');
    const got = (await robin.client.get(`/api/lists/${list.id}`)).body;
    expect(
      got.items.map((i: { text: string; checked: boolean }) => `${i.text}${i.checked ? '✓' : ''}`),
    ).toEqual(texts(a));
    expect(got.items[0]).toMatchObject({ checked_by: robin.user.id, checked_by_name: 'Robin' });
    expect(got.checked_count).toBe(1);

    // Clearing over the socket moves the tick into the history, stored like the rest.
    clearChecked(a.doc, casey.user, new Date().toISOString());
    await waitFor(() => b.doc.getMap('history').has('milk') && a.allSaved(), 5000, 'history');
    const after = (await casey.client.get(`/api/lists/${list.id}`)).body;
    expect(after.items).toHaveLength(3);
    expect(after.history).toEqual([
      expect.objectContaining({ key: 'milk', times: 1, cleared_by_name: 'Casey' }),
    ]);
  });

  it('refuses another family and a member the list is not shared with (4403); a shared member may open it', async () => {
    const personal = await newList({ sharing: 'personal' });
    const chosen = await newList({ sharing: 'members', member_ids: [robin.user.id] });
    const refused = [
      connect(other, personal.name),
      connect(robin, personal.name),
      connect(sam, chosen.name),
      connect(other, chosen.name),
    ];
    await waitFor(() => refused.every((e) => e.closes.includes(CLOSE.forbidden)), 5000, 'refusals');
    for (const e of refused) {
      e.provider.disconnect();
      expect(e.provider.synced).toBe(false);
      expect(e.doc.getMap('meta').size).toBe(0);
    }
    const robinOnChosen = connect(robin, chosen.name);
    await synced(robinOnChosen);
    expect(robinOnChosen.doc.getMap('meta').get('name')).toBe('Groceries');
  });

  it('closes a member’s open list when the owner stops sharing it with them', async () => {
    const chosen = await newList({ sharing: 'members', member_ids: [robin.user.id] });
    const r = connect(robin, chosen.name);
    await synced(r);
    expect((await casey.client.put(`/api/lists/${chosen.id}`, { sharing: 'personal' })).status).toBe(200);
    await waitFor(() => r.closes.includes(CLOSE.forbidden), 5000, 'the close');
  });

  it('drops invalid updates: bad values, unknown roots, settings changes, items or ticks in someone else’s name', async () => {
    const list = await newList();
    const watcher = connect(casey, list.name);
    await synced(watcher);
    const attempt = async (change: (doc: Y.Doc) => void) => {
      const e = connect(robin, list.name);
      await synced(e);
      change(e.doc);
      await waitFor(() => e.rejections.length > 0, 5000, 'the refusal');
      e.provider.disconnect();
      return e.rejections[0];
    };
    expect(await attempt((d) => d.getMap('items').set('x', { text: '' }))).toMatch(/^items\.x/);
    expect(await attempt((d) => d.getMap('order').set('x', 'first'))).toMatch(/^order\.x/);
    expect(await attempt((d) => d.getMap('secrets').set('x', 1))).toMatch(/not part of the document/);
    expect(await attempt((d) => d.getMap('meta').set('sharing', 'personal'))).toMatch(/settings/);
    expect(await attempt((d) => d.getMap('members').set(robin.user.id, true))).toMatch(/settings/);
    expect(await attempt((d) => addListItem(d, 'spoof', item(casey, 'cake')))).toBe(
      'An item is added in your own name',
    );
    expect(
      await attempt((d) =>
        d.transact(() => {
          addListItem(d, 'ok', item(robin, 'tea'));
          setItemChecked(d, 'ok', tick(casey));
        }),
      ),
    ).toBe('An item is ticked in your own name');
    // A valid edit after all of them: only it reaches the watcher and the tables.
    const good = connect(robin, list.name);
    await synced(good);
    addListItem(good.doc, 'coffee', item(robin, 'coffee'));
    await waitFor(() => watcher.doc.getMap('items').has('coffee') && good.allSaved(), 5000, 'the valid edit');
    expect([...watcher.doc.getMap('items').keys()]).toEqual(['coffee']);
    expect(watcher.doc.getMap('meta').get('sharing')).toBe('family');
    expect(watcher.doc.getMap('secrets').size).toBe(0);
    const got = (await casey.client.get(`/api/lists/${list.id}`)).body;
    expect(got).toMatchObject({ sharing: 'family', items: [expect.objectContaining({ text: 'coffee' })] });
  });
});
