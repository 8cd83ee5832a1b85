import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocKind } from './docKind.js';
import { LiveDoc, type DocConnection } from './liveDoc.js';

const live = () => new LiveDoc('plan:x', { kind: 'plan', id: 'x' } as never, {} as DocKind);

/** An editor's doc whose every change is one update, as a y-websocket provider sends them. */
function writer() {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  return { doc, take: () => updates.splice(0) };
}

/** What an editor may send: applied to the live copy, then accepted (or not). */
function applyTo(l: LiveDoc, updates: Uint8Array[]) {
  for (const u of updates) Y.applyUpdate(l.doc, u);
}

const json = (doc: Y.Doc) => ({ meta: doc.getMap('meta').toJSON(), list: doc.getArray('list').toJSON() });

describe('LiveDoc', () => {
  it('rolls back what it applied since the last accepted update, across checkpoints of its log', () => {
    const l = live();
    const w = writer();
    w.doc.getMap('meta').set('name', 'Reunion');
    l.load(w.take());
    // Enough accepted updates (small and large) for the log to take several checkpoints.
    for (let i = 0; i < 2500; i++) {
      if (i % 500 === 0) w.doc.getArray('list').push(['x'.repeat(40_000)]);
      else w.doc.getMap('meta').set('description', `edit ${i}`);
      for (const u of w.take()) {
        Y.applyUpdate(l.doc, u);
        l.accept(u);
      }
    }
    const before = json(l.doc);
    const vector = Y.encodeStateVector(l.doc);
    expect(before.meta.description).toBe('edit 2499');

    // A refused update: it deleted and added, and the copy has it until the rollback.
    w.doc.getArray('list').delete(0, 2);
    w.doc.getMap('meta').set('name', 'Taken over');
    applyTo(l, w.take());
    expect(l.doc.getMap('meta').get('name')).toBe('Taken over');
    l.rollback();

    expect(json(l.doc)).toEqual(before);
    expect(Y.encodeStateVector(l.doc)).toEqual(vector);
    // The rebuilt copy goes on as the live one: the next accepted update lands on it.
    const other = writer();
    Y.applyUpdate(other.doc, Y.encodeStateAsUpdate(l.doc));
    other.take();
    other.doc.getMap('meta').set('status', 'confirmed');
    for (const u of other.take()) l.apply(u);
    expect(l.doc.getMap('meta').get('status')).toBe('confirmed');
    expect(l.doc.getArray('list').length).toBe(5);
  });

  it('answers a joining editor that has nothing with the whole document, as it is after every accepted update', () => {
    const l = live();
    const w = writer();
    w.doc.getMap('meta').set('name', 'Reunion');
    l.load(w.take());
    const empty = Y.encodeStateVector(new Y.Doc());
    const join = () => {
      const fresh = new Y.Doc();
      Y.applyUpdate(fresh, l.missingFor(empty));
      return fresh.getMap('meta').toJSON();
    };
    expect(join()).toEqual({ name: 'Reunion' });
    expect(l.missingFor(empty)).toBe(l.missingFor(empty));
    w.doc.getMap('meta').set('name', 'Lake week');
    for (const u of w.take()) l.apply(u);
    expect(join()).toEqual({ name: 'Lake week' });
    // An editor that has some of it gets what it lacks.
    const partial = new Y.Doc();
    Y.applyUpdate(partial, l.missingFor(empty));
    w.doc.getMap('meta').set('status', 'confirmed');
    for (const u of w.take()) l.apply(u);
    Y.applyUpdate(partial, l.missingFor(Y.encodeStateVector(partial)));
    expect(partial.getMap('meta').toJSON()).toEqual({ name: 'Lake week', status: 'confirmed' });
  });

  it('sends an accepted update to every editor but its sender, and a fork keeps its changes to itself', () => {
    const l = live();
    const got = new Map<string, number>();
    const conn = (name: string): DocConnection => ({
      send: () => got.set(name, (got.get(name) ?? 0) + 1),
      close: () => undefined,
    });
    const [a, b] = [conn('a'), conn('b')];
    l.conns.add(a).add(b);
    const w = writer();
    w.doc.getMap('meta').set('name', 'Reunion');
    const [u] = w.take();
    Y.applyUpdate(l.doc, u!);
    l.accept(u!, a);
    expect([got.get('a'), got.get('b')]).toEqual([undefined, 1]);

    const fork = l.fork();
    expect(fork.clientID).toBe(l.serverClient);
    expect(fork.getMap('meta').get('name')).toBe('Reunion');
    fork.getMap('meta').set('name', 'Draft');
    expect(l.doc.getMap('meta').get('name')).toBe('Reunion');
    expect(got.get('b')).toBe(1);
  });
});
