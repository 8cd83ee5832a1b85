import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addListItem,
  checkListDoc,
  checkListEdit,
  clearChecked,
  initListDoc,
  itemFromTyped,
  itemsOf,
  moveListItem,
  orderBetween,
  removeListItem,
  setItemChecked,
  suggestionsFor,
  type ListDocState,
} from './listDoc.js';

const casey = { id: '11111111-1111-4111-8111-111111111111', name: 'Casey' };
const robin = { id: '22222222-2222-4222-8222-222222222222', name: 'Robin' };
const at = '2026-11-24T10:00:00.000Z';

function list() {
  const doc = new Y.Doc();
  initListDoc(doc, { name: 'Groceries', kind: 'shopping', sharing: 'family' }, []);
  return doc;
}
const state = (doc: Y.Doc) => {
  const c = checkListDoc(doc);
  if (!c.ok) throw new Error(c.reason);
  return c.state;
};
/** Two replicas that exchange everything both ways (as the server relays). */
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('the list document', () => {
  it('merges a tick, a move and an edit of the same item made at once', () => {
    const a = list();
    addListItem(a, 'milk', itemFromTyped('milk x2', casey, at, {}));
    addListItem(a, 'eggs', itemFromTyped('6 eggs', casey, at, {}));
    const b = new Y.Doc();
    sync(a, b);
    setItemChecked(b, 'milk', { by: robin.id, by_name: robin.name, at });
    moveListItem(a, 'milk', orderBetween(state(a).order.eggs, undefined));
    a.getMap('items').set('eggs', { ...state(a).items.eggs!, note: 'free range' });
    sync(a, b);
    for (const doc of [a, b]) {
      const items = itemsOf(state(doc));
      expect(items.map((i) => [i.text, i.checked?.by_name ?? null, i.note])).toEqual([
        ['eggs', null, 'free range'],
        ['milk', 'Robin', ''],
      ]);
    }
  });

  it('stays valid when one ticks an item another deleted at the same time', () => {
    const a = list();
    addListItem(a, 'tea', itemFromTyped('tea', casey, at, {}));
    const b = new Y.Doc();
    sync(a, b);
    removeListItem(a, 'tea');
    b.getMap('checked').set('tea', { by: robin.id, by_name: robin.name, at });
    sync(a, b);
    expect(checkListDoc(a).ok).toBe(true);
    expect(itemsOf(state(a))).toEqual([]);
  });

  it('clears ticked items into one history entry per name, counting how often', () => {
    const doc = list();
    for (const round of [1, 2]) {
      addListItem(doc, `m${round}`, itemFromTyped('Milk', casey, at, {}));
      setItemChecked(doc, `m${round}`, { by: casey.id, by_name: casey.name, at });
      expect(clearChecked(doc, robin, at)).toBe(1);
    }
    expect(state(doc).history).toEqual({
      milk: expect.objectContaining({ text: 'Milk', times: 2, cleared_by_name: 'Robin' }),
    });
    expect(suggestionsFor(state(doc).history, 'mi').map((s) => s.text)).toEqual(['Milk']);
    expect(suggestionsFor(state(doc).history, 'x')).toEqual([]);
  });

  it('takes the category the family chose before for an item of that name', () => {
    expect(itemFromTyped('2 Eggs', casey, at, { egg: 'Dairy' })).toMatchObject({
      text: 'Eggs',
      quantity: 2,
      category: 'Dairy',
    });
  });

  it('refuses editors who change the settings or write in someone else’s name', () => {
    const doc = list();
    const before = state(doc);
    const after = (f: (s: ListDocState) => void) => {
      const s = structuredClone(before);
      f(s);
      return checkListEdit(before, s, casey);
    };
    expect(after((s) => (s.meta.name = 'Mine'))).toMatch(/settings/);
    expect(after((s) => (s.members[robin.id] = true))).toMatch(/settings/);
    expect(after((s) => (s.items.x = itemFromTyped('x', robin, at, {})))).toMatch(/own name/);
    expect(after((s) => (s.items.x = itemFromTyped('x', casey, at, {})))).toBeUndefined();
  });
});
