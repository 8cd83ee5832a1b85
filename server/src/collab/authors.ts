import { isDeepStrictEqual } from 'node:util';
import * as Y from 'yjs';

/**
 * Who wrote what in an update that holds other members' edits: after a crash, an editor sends back
 * everything the server lost, its own edits and those it had seen from others. Each changed entry is
 * judged by the rights of its author, the owner of the Yjs client of the value now at that key (an
 * entry removed: the sender). Client ids are not secret, so a sender can at most make edits its author
 * could have made.
 */

type State = Record<string, Record<string, unknown> | undefined>;
type Key = readonly [root: string, key: string];

/** The changed entries of `after` (root maps of plain values), grouped by their author's user id. */
export function changesByAuthor(
  doc: Y.Doc,
  roots: string[],
  before: State,
  after: State,
  ownerOf: (client: number) => string | undefined,
  sender: string,
): Map<string, Key[]> {
  const out = new Map<string, Key[]>();
  for (const root of roots) {
    const b = before[root] ?? {};
    const a = after[root] ?? {};
    const map = doc.getMap(root) as unknown as { _map: Map<string, Y.Item> };
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (isDeepStrictEqual(b[key], a[key])) continue;
      const item = map._map.get(key);
      const author = (item && !item.deleted && ownerOf(item.id.client)) || sender;
      const keys = out.get(author) ?? [];
      keys.push([root, key]);
      out.set(author, keys);
    }
  }
  return out;
}

/** `after` with `keys` as they were in `before`: what the document held just before their author's edits. */
export function withoutEdits<S>(after: S, before: S, keys: Key[]): S {
  const a = after as State;
  const b = before as State;
  const out: State = { ...a };
  const copied = new Set<string>();
  for (const [root, key] of keys) {
    if (!copied.has(root)) out[root] = { ...a[root] };
    copied.add(root);
    const map = out[root]!;
    if (b[root] && Object.hasOwn(b[root], key)) map[key] = b[root][key];
    else delete map[key];
  }
  return out as S;
}
