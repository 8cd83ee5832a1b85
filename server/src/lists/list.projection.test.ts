import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addListItem,
  checkListDoc,
  initListDoc,
  itemFromTyped,
  moveListItem,
  setItemChecked,
  setListSettings,
} from '@hearth/shared';
import { compileOnly as db, tablesOf, validState } from '../testing/compileOnly.js';
import { projectList } from './list.projection.js';

const LIST = '00000000-0000-4000-8000-0000000000aa';
const casey = { id: '00000000-0000-4000-8000-0000000000bb', name: 'Casey' };
const context = { owner_id: casey.id, family_id: '00000000-0000-4000-8000-0000000000cc' };
const at = '2026-11-26T10:00:00.000Z';

function groceries() {
  const doc = new Y.Doc();
  initListDoc(doc, { name: 'Groceries', kind: 'shopping', sharing: 'family' }, []);
  for (const [id, text] of [
    ['milk', 'milk x2'],
    ['eggs', '6 eggs'],
    ['bread', 'bread'],
  ])
    addListItem(doc, id!, itemFromTyped(text!, casey, at, {}));
  return doc;
}

const stateOf = (doc: Y.Doc) => validState(checkListDoc(doc));

/** What one change to the list writes: the tables, and the rows of list_items it upserts. */
function project(doc: Y.Doc, change: () => void) {
  const before = stateOf(doc);
  change();
  const { writes } = projectList(db, LIST, stateOf(doc), before, context);
  const items = writes.find((w) => w.compile().sql.startsWith('insert into "list_items"'));
  return { tables: tablesOf(writes), itemParams: items?.compile().parameters ?? [] };
}

describe('the list projection', () => {
  it('writes the ticked item (and the list counts) when an item is ticked, and no other item', () => {
    const doc = groceries();
    const { tables, itemParams } = project(doc, () =>
      setItemChecked(doc, 'eggs', { by: casey.id, by_name: casey.name, at }),
    );
    expect(tables).toEqual(['lists', 'list_items']);
    expect(itemParams).toContain('eggs');
    expect(itemParams).toContain(true);
    expect(itemParams).not.toContain('milk');
  });

  it('writes the moved item’s position when an item moves', () => {
    const doc = groceries();
    const { tables, itemParams } = project(doc, () => moveListItem(doc, 'bread', -1));
    expect(tables).toEqual(['list_items']);
    expect(itemParams).toContain('bread');
    expect(itemParams).toContain(-1);
  });

  it('writes only the list row when it is renamed', () => {
    const doc = groceries();
    expect(project(doc, () => setListSettings(doc, { name: 'Weekly shop' })).tables).toEqual(['lists']);
  });
});
