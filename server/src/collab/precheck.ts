import * as Y from 'yjs';
import type { ZodType } from 'zod';
import { rememberParsed, type DocShape } from '@hearth/shared';
import { limits } from './limits.js';
import { decodeOnce } from './decoded.js';
import type { ItemStruct, Struct, StructId } from './updateReader.js';

/** Where an item of an update lands: a root map's key, or nowhere (Yjs turns it into garbage). */
type Place = { root: string; key: string } | 'inert';

/**
 * Checks an update against a document before it is applied, at a cost proportional to the update (the
 * document is only looked up by id): every item must be a plain JSON value (or a deleted one) under a
 * known key of a known root map, every value must pass its schema, everything it builds on must be
 * there (no gaps: those would wait forever as "pending"), and it may bring only a few new Yjs clients.
 * Answers the reason for refusing it, or the end clock of each Yjs client in it. What depends on the whole resulting state (counts,
 * required fields, transitions) is for DocKind.validate after it is applied to the live copy.
 */
export type Precheck =
  | { ok: true; clocks: Map<number, number>; parsed: ParsedEntry[] }
  /** `missing`: it builds on changes the server does not have (yet): incomplete, not invalid. */
  | { ok: false; reason: string; missing: boolean };

/** An entry object new to the document that passed its schema, and what it parsed to (see rememberParsed). */
export interface ParsedEntry {
  id: StructId;
  schema: ZodType;
  value: unknown;
}

const MISSING = 'The update depends on changes the server does not have';

export function precheckUpdate(doc: Y.Doc, update: Uint8Array, shape: DocShape): Precheck {
  const parsed: ParsedEntry[] = [];
  const reason = check(doc, update, shape, parsed);
  return typeof reason === 'string'
    ? { ok: false, reason, missing: reason === MISSING }
    : { ok: true, clocks: reason, parsed };
}

function check(
  doc: Y.Doc,
  update: Uint8Array,
  shape: DocShape,
  parsed: ParsedEntry[],
): string | Map<number, number> {
  const { structs, deletes } = decodeOnce(update);
  const store = doc.store;
  const known = (client: number) => Y.getState(store, client);
  // This update's structs, per client, in clock order (as read).
  const own = new Map<number, Struct[]>();
  for (const s of structs) {
    if (s.kind === 'skip') return 'The update has gaps';
    const list = own.get(s.client);
    if (list) {
      const last = list[list.length - 1]!;
      if (s.clock !== last.clock + last.length) return 'The update has gaps';
      list.push(s);
    } else own.set(s.client, [s]);
  }
  let newClients = 0;
  for (const [client, list] of own) {
    const have = known(client);
    if (have === 0) newClients++;
    if (list[0]!.clock > have) return MISSING;
  }
  if (newClients > limits.newClientsPerUpdate) return 'The update brings too many Yjs clients';
  const endOf = (client: number) => {
    const list = own.get(client);
    const last = list?.[list.length - 1];
    return Math.max(known(client), last ? last.clock + last.length : 0);
  };
  for (const [client, ranges] of deletes)
    for (const r of ranges) if (r.clock + r.len > endOf(client)) return MISSING;

  // The struct of this update that holds `id` (binary search: a client's structs are in clock order).
  const ownAt = (id: StructId): Struct | undefined => {
    const list = own.get(id.client);
    if (!list || id.clock < list[0]!.clock) return undefined;
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid]!.clock <= id.clock) lo = mid;
      else hi = mid - 1;
    }
    const s = list[lo]!;
    return id.clock < s.clock + s.length ? s : undefined;
  };
  const places = new Map<ItemStruct, Place | undefined>();
  /** Whether an item refers to one the server does not have. */
  let lacking = false;
  // Where a struct the update refers to lands (undefined: it is not there, or it is not a map entry).
  const placeOfRef = (id: StructId, depth: number): Place | undefined => {
    const mine = ownAt(id);
    if (mine) return mine.kind === 'item' ? placeOf(mine, depth + 1) : 'inert';
    if (id.clock >= known(id.client)) {
      lacking = true;
      return undefined;
    }
    const s = Y.getItem(store, Y.createID(id.client, id.clock)) as Y.Item | Y.GC;
    if (s instanceof Y.GC) return 'inert';
    const parent = s.parent as Y.AbstractType<unknown> | null;
    if (!parent || parent._item !== null || s.parentSub === null) return undefined;
    const root = Y.findRootTypeKey(parent);
    return Object.hasOwn(shape.roots, root) ? { root, key: s.parentSub } : undefined;
  };
  const placeOf = (item: ItemStruct, depth: number): Place | undefined => {
    if (places.has(item)) return places.get(item);
    if (depth > 10_000) return undefined;
    places.set(item, undefined); // a cycle resolves to "not there"
    let place: Place | undefined;
    const parent = item.parent;
    if (typeof parent === 'string') {
      place = item.parentSub === null ? undefined : { root: parent, key: item.parentSub };
    } else if (parent !== null) {
      place = undefined; // a nested Yjs type: never part of our documents
    } else {
      const left = item.origin ? placeOfRef(item.origin, depth) : null;
      const right = item.rightOrigin ? placeOfRef(item.rightOrigin, depth) : null;
      if (left === undefined || right === undefined) place = undefined;
      else if (left === 'inert' || right === 'inert') place = 'inert';
      else place = left ?? right ?? undefined;
    }
    places.set(item, place);
    return place;
  };

  for (const list of own.values())
    for (const s of list) {
      if (s.kind !== 'item') continue;
      const place = placeOf(s, 0);
      if (place === undefined)
        return lacking ? MISSING : 'The update is not a change of this document’s fields';
      if (place === 'inert') continue;
      const entry = shape.roots[place.root]?.(place.key);
      if (!entry) return `${place.root}.${place.key}: not part of the document`;
      const content = s.content;
      if (content.type === 'deleted') continue;
      if (content.type !== 'any' || content.values.length !== 1)
        return `${place.root}.${place.key}: only plain values are allowed`;
      const value: unknown = content.values[0];
      const r = entry.safeParse(value);
      if (!r.success) {
        const i = r.error.issues[0]!;
        return `${[place.root, place.key, ...i.path].join('.')}: ${i.message}`;
      }
      // Only an item new to the document is applied as decoded here (Yjs keeps what it has of the others).
      if (typeof value === 'object' && value !== null && s.clock >= known(s.client))
        parsed.push({ id: { client: s.client, clock: s.clock }, schema: entry, value: r.data });
    }
  return new Map(
    [...own].map(([client, list]) => [client, list[list.length - 1]!.clock + list[list.length - 1]!.length]),
  );
}

/**
 * Once the update is applied: each new entry, as the document now holds it (the object the precheck
 * parsed, with applyRead; the same bytes decoded again, else), is known to parse to what the precheck
 * found, so validating the state does not parse it a second time.
 */
export function rememberPrechecked(doc: Y.Doc, parsed: readonly ParsedEntry[]): void {
  for (const { id, schema, value } of parsed) {
    if (Y.getState(doc.store, id.client) <= id.clock) continue;
    const item = Y.getItem(doc.store, Y.createID(id.client, id.clock)) as Y.Item | Y.GC;
    if (!(item instanceof Y.Item) || item.id.clock !== id.clock) continue;
    if (item.content instanceof Y.ContentAny && item.content.arr.length === 1)
      rememberParsed(schema, item.content.arr[0] as object, value);
  }
}
