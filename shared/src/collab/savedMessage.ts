import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { MESSAGE_SAVED } from './closeCodes.js';

/** A MESSAGE_SAVED message ("saved up to"): varUint n, then n pairs (varUint clientID, varUint clock). */
export function encodeSaved(clocks: ReadonlyMap<number, number>): Uint8Array {
  const enc = encoding.createEncoder();
  encoding.writeVarUint(enc, MESSAGE_SAVED);
  encoding.writeVarUint(enc, clocks.size);
  for (const [client, clock] of clocks) {
    encoding.writeVarUint(enc, client);
    encoding.writeVarUint(enc, clock);
  }
  return encoding.toUint8Array(enc);
}

/**
 * Reads a MESSAGE_SAVED payload (the decoder past its type) into `saved`: per Yjs client, the highest
 * clock reported stored so far.
 */
export function readSaved(decoder: decoding.Decoder, saved: Map<number, number>): void {
  const n = decoding.readVarUint(decoder);
  for (let i = 0; i < n; i++) {
    const client = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    if ((saved.get(client) ?? 0) < clock) saved.set(client, clock);
  }
}
