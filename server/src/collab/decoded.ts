import { readUpdate, type ReadUpdate } from './updateReader.js';

const decoded = new WeakMap<Uint8Array, ReadUpdate>();

/**
 * An update's structs and delete set (readUpdate), read once however many checks read them (who wrote it, the
 * precheck): kept while the update's bytes are. Throws on a malformed update, every time.
 */
export function decodeOnce(update: Uint8Array): ReadUpdate {
  let d = decoded.get(update);
  if (!d) decoded.set(update, (d = readUpdate(update)));
  return d;
}

/**
 * Lets an update's read form go once the precheck has read it and it is being applied (applyRead takes
 * its values; the rest dies young instead of being copied by every collection while the update is
 * validated). Its clients (clientsOf) are kept.
 */
export const forget = (update: Uint8Array): void => void decoded.delete(update);

const clients = new WeakMap<Uint8Array, number[]>();

/** The Yjs clients that have structs in an update (kept while the update's bytes are). */
export function clientsOf(update: Uint8Array): number[] {
  let c = clients.get(update);
  if (!c) clients.set(update, (c = [...new Set(decodeOnce(update).structs.map((s) => s.client))]));
  return c;
}
