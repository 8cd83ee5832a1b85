import * as Y from 'yjs';
import * as prng from 'lib0/prng';
import { describe, expect, it } from 'vitest';
import { readUpdate, type Content, type ReadUpdate } from './updateReader.js';
import { applyRead } from './applyRead.js';

type Read = Omit<ReadUpdate, 'values'>;
/** What readUpdate read, without the list of plain values it keeps for applyRead. */
const structure = ({ structs, deletes }: ReadUpdate): Read => ({ structs, deletes });

/** A value made only of what JSON holds (and undefined, -0): what ContentAny carries for our documents. */
function isPlain(v: unknown): boolean {
  if (v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)) return true;
  if (Array.isArray(v)) return v.every(isPlain);
  if (typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
  return Object.values(v as object).every(isPlain);
}

function contentOf(c: Y.Item['content']): Content {
  if (c instanceof Y.ContentDeleted) return { type: 'deleted' };
  if (c instanceof Y.ContentAny && c.arr.every(isPlain)) return { type: 'any', values: c.arr };
  return { type: 'other' };
}

/** What Y.decodeUpdate reads, in readUpdate's terms. */
function fromYjs(update: Uint8Array): Read {
  const { structs, ds } = Y.decodeUpdate(update);
  const id = (i: Y.ID | null) => i && { client: i.client, clock: i.clock };
  return {
    structs: structs.map((s) => {
      const at = { client: s.id.client, clock: s.id.clock, length: s.length };
      if (s instanceof Y.GC) return { kind: 'gc', ...at };
      if (s instanceof Y.Skip) return { kind: 'skip', ...at };
      const item = s as Y.Item;
      const parent = item.parent as unknown as string | Y.ID | null;
      return {
        kind: 'item',
        ...at,
        origin: id(item.origin),
        rightOrigin: id(item.rightOrigin),
        parent: typeof parent === 'string' || parent === null ? parent : id(parent),
        parentSub: item.parentSub,
        content: contentOf(item.content),
      };
    }),
    deletes: new Map([...ds.clients].map(([c, r]) => [c, r.map((d) => ({ clock: d.clock, len: d.len }))])),
  };
}

/** A random plain value, with the edge cases of lib0's encoding (negative zero, big and fractional numbers, non-ASCII). */
function value(gen: prng.PRNG, depth = 0): unknown {
  switch (prng.int32(gen, 0, depth > 2 ? 6 : 8)) {
    case 0:
      return null;
    case 1:
      return prng.bool(gen);
    case 2:
      return prng.oneOf(gen, [0, -0, 1, -1, 63, 64, -64, 2 ** 31, -(2 ** 40), Number.MAX_SAFE_INTEGER]);
    case 3:
      return prng.oneOf(gen, [0.5, -1.25, 1e300, Math.PI, 3.4e38]);
    case 4:
      return prng.utf16String(gen, prng.int32(gen, 0, 40));
    case 5:
      return prng.oneOf(gen, ['', 'Dinner', 'Café ☕', '𝄞 clef', 'x'.repeat(100), '\uFEFFbom']);
    case 6:
      return prng.word(gen, 0, 12);
    case 7:
      return Array.from({ length: prng.int32(gen, 0, 4) }, () => value(gen, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: prng.int32(gen, 0, 5) }, () => [prng.word(gen, 1, 8), value(gen, depth + 1)]),
      );
  }
}

/** A random editing history of two editors on maps (as our documents), with some of everything else Yjs has. */
function history(seed: number): Uint8Array[] {
  const gen = prng.create(seed);
  const a = new Y.Doc();
  const b = new Y.Doc();
  const updates: Uint8Array[] = [];
  a.on('update', (u: Uint8Array) => updates.push(u));
  b.on('update', (u: Uint8Array) => updates.push(u));
  for (let i = 0; i < 60; i++) {
    const doc = prng.bool(gen) ? a : b;
    const map = doc.getMap(prng.oneOf(gen, ['meta', 'bookings', 'items']));
    const key = prng.oneOf(gen, ['k1', 'k2', 'description', 'ünï', prng.word(gen, 1, 6)]);
    const op = prng.int32(gen, 0, 9);
    if (op < 5) map.set(key, value(gen));
    else if (op === 5) map.delete(key);
    else if (op === 6) doc.getText('text').insert(0, prng.utf16String(gen, 5), { bold: true });
    else if (op === 7) doc.getArray('list').insert(0, [value(gen), new Uint8Array([1, 2, 3])]);
    else if (op === 8) map.set(key, new Y.Map());
    else doc.getXmlFragment('xml').insert(0, [new Y.XmlElement('p'), new Y.XmlText('t')]);
    if (prng.int32(gen, 0, 3) === 0) {
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    }
  }
  return [
    ...updates,
    Y.encodeStateAsUpdate(a),
    Y.encodeStateAsUpdate(b),
    Y.mergeUpdates(updates.slice(3, 9)),
  ];
}

describe('readUpdate', () => {
  it('reads every struct, value and deletion as Yjs reads them', () => {
    let items = 0;
    for (let seed = 1; seed <= 30; seed++)
      for (const u of history(seed)) {
        const ours = readUpdate(u);
        expect(structure(ours)).toEqual(fromYjs(u));
        items += ours.structs.length;
      }
    expect(items).toBeGreaterThan(1000);
  });

  it('never reads a damaged update otherwise than Yjs: it fails, or reads what Yjs reads', () => {
    const gen = prng.create(7);
    let read = 0;
    let refused = 0;
    for (let seed = 1; seed <= 10; seed++)
      for (const u of history(seed).slice(-3)) {
        for (let k = 0; k < 200; k++) {
          const bad = u.slice(0, k % 3 === 0 ? prng.int32(gen, 0, u.length - 1) : u.length);
          if (k % 3 !== 0) bad[prng.int32(gen, 0, bad.length - 1)] = prng.uint32(gen, 0, 255);
          let ours: ReadUpdate;
          try {
            ours = readUpdate(bad);
          } catch {
            refused++;
            continue;
          }
          // A skip is a gap: the precheck refuses the update whatever else it holds.
          if (ours.structs.some((s) => s.kind === 'skip')) continue;
          expect(structure(ours)).toEqual(fromYjs(bad));
          read++;
        }
      }
    expect(read).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('reads short strings it has read before, and different ones that hash alike, as they are', () => {
    // 'Aa' and 'BB' hash alike (as in Java's String.hashCode): one replaces the other in the reader's
    // table of recent strings, and each must still read as itself, in one update and across updates.
    const doc = new Y.Doc();
    const m = doc.getMap('meta');
    doc.transact(() => {
      m.set('Aa', { BB: 'Aa', Aa: 'BB' });
      m.set('BB', ['Aa', 'BB', 'Aa']);
    });
    for (let i = 0; i < 3; i++)
      expect(structure(readUpdate(Y.encodeStateAsUpdate(doc)))).toEqual(fromYjs(Y.encodeStateAsUpdate(doc)));
  });

  it('reads a value Yjs would not decode into plain JSON as other content', () => {
    const doc = new Y.Doc();
    const map = doc.getMap('meta');
    map.set('big', 10n as never);
    map.set('bytes', new Uint8Array([1]));
    map.set('nested', { ok: [1, { deep: 2n }] } as never);
    const update = Y.encodeStateAsUpdate(doc);
    const contents = readUpdate(update).structs.map((s) => s.kind === 'item' && s.content.type);
    expect(contents).toEqual(['other', 'other', 'other']);
  });

  it('reads an object with a __proto__ key (lib0 would set its prototype) as other content', () => {
    // lib0's encoding of {"__proto__": {"admin": true}}: an Any item under meta.x.
    const doc = new Y.Doc();
    doc.getMap('meta').set('x', JSON.parse('{"__proto__":{"admin":true}}') as object);
    const read = readUpdate(Y.encodeStateAsUpdate(doc)).structs[0]!;
    expect(read.kind === 'item' && read.content).toEqual({ type: 'other' });
  });
});

describe('applyRead', () => {
  it('makes the same document as Y.applyUpdate, whatever the update holds', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const ours = new Y.Doc();
      const theirs = new Y.Doc();
      for (const u of history(seed)) {
        applyRead(ours, u, readUpdate(u));
        Y.applyUpdate(theirs, u);
      }
      expect(ours.toJSON()).toEqual(theirs.toJSON());
      expect(Y.encodeStateAsUpdate(ours)).toEqual(Y.encodeStateAsUpdate(theirs));
    }
  });

  it('keeps the values it was handed: the document holds the objects the reader made', () => {
    const source = new Y.Doc();
    source.getMap('bookings').set('b1', { name: 'Dinner', cost: 12.5 });
    source.getMap('meta').set('big', 10n as never);
    const update = Y.encodeStateAsUpdate(source);
    const read = readUpdate(update);
    const doc = new Y.Doc();
    applyRead(doc, update, read);
    const item = read.structs.find((s) => s.kind === 'item' && s.parentSub === 'b1')!;
    const made = item.kind === 'item' && item.content.type === 'any' ? item.content.values[0] : undefined;
    expect(made).toEqual({ name: 'Dinner', cost: 12.5 });
    expect(doc.getMap('bookings').get('b1')).toBe(made);
    // A value the reader did not make plain (a bigint) is Yjs's own.
    expect(doc.getMap('meta').get('big')).toBe(10n);
  });
});
