import * as Y from 'yjs';

type Decoded = ReturnType<typeof Y.decodeUpdate>;
const decoded = new WeakMap<Uint8Array, Decoded>();

/**
 * An update's structs and delete set, decoded once however many checks read them (who wrote it, the
 * precheck): kept while the update's bytes are. Throws on a malformed update, every time.
 */
export function decodeOnce(update: Uint8Array): Decoded {
  let d = decoded.get(update);
  if (!d) decoded.set(update, (d = Y.decodeUpdate(update)));
  return d;
}

/** Lets an update's decoded form go once it is judged (its bytes live on in the rollback log). */
export const forget = (update: Uint8Array): void => void decoded.delete(update);

/** The Yjs clients that have structs in an update. */
export const clientsOf = (update: Uint8Array): number[] => [
  ...new Set(decodeOnce(update).structs.map((s) => s.id.client)),
];
