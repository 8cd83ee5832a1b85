import type { Doc, Map as YMap } from 'yjs';

const read = new WeakMap<YMap<unknown>, Readonly<Record<string, unknown>>>();
const watched = new WeakSet<YMap<unknown>>();

/**
 * The plain JSON of a root map of a document, as the same frozen object until that map changes: a
 * section nobody changed is then not read, parsed (docRecord) or compared again, so validating an update
 * costs the sections it changed, not the whole document. Inside a transaction (changes not yet
 * observed) it is read afresh and not kept.
 */
export function rootJSON(doc: Doc, name: string): Readonly<Record<string, unknown>> {
  const map = doc.getMap<unknown>(name);
  if (doc._transaction !== null) return map.toJSON();
  const kept = read.get(map);
  if (kept) return kept;
  if (!watched.has(map)) {
    watched.add(map);
    map.observe(() => read.delete(map));
  }
  const json = Object.freeze(map.toJSON());
  read.set(map, json);
  return json;
}

/** Every root map of a document as plain JSON (see rootJSON). */
export const rootsJSON = <R extends string>(doc: Doc, roots: readonly R[]) =>
  Object.fromEntries(roots.map((r) => [r, rootJSON(doc, r)])) as Record<R, Record<string, unknown>>;
