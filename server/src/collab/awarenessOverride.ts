import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { AWARENESS_FIELDS } from '@hearth/shared';
import { limits } from './limits.js';

export interface PresenceUser {
  id: string;
  name: string;
  color: string;
}

const COLORS = ['#2563eb', '#16a34a', '#d97706', '#db2777', '#7c3aed', '#0891b2', '#dc2626', '#4d7c0f'];
export function colorOf(userId: string): string {
  let h = 0;
  for (const ch of userId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length]!;
}

/** The fields of a client's awareness state we use (AWARENESS_FIELDS), as plain JSON scalars. */
function pick(state: unknown): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return kept;
  for (const f of AWARENESS_FIELDS) {
    const v = (state as Record<string, unknown>)[f];
    if (typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= 200))
      kept[f] = v;
  }
  return kept;
}

/**
 * Rewrites an awareness update so every state carries the connection's user as the server knows it:
 * whatever name a client claims is replaced, other fields than AWARENESS_FIELDS are dropped, and a state
 * longer than limits.awarenessStateBytes is left out. States `accept` refuses are left out (y-websocket clients
 * echo other clients' states). Answers the kept update (undefined when nothing is left) and the client
 * ids it now speaks for (those given a state).
 */
export function stampAwareness(
  update: Uint8Array,
  user: PresenceUser,
  accept: (clientID: number, clock: number, removal: boolean) => boolean = () => true,
): { update: Uint8Array | undefined; clients: number[] } {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > limits.awarenessStates) throw new Error('too many awareness states');
  const entries: { clientID: number; clock: number; state: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const clientID = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const raw = decoding.readVarString(decoder);
    // A state is capped before it is parsed; only the fields we use are kept (and fanned out).
    if (raw.length > limits.awarenessStateBytes) continue;
    let state = JSON.parse(raw) as unknown;
    if (state !== null) state = { ...pick(state), user };
    if (accept(clientID, clock, state === null)) entries.push({ clientID, clock, state });
  }
  if (!entries.length) return { update: undefined, clients: [] };
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(encoder, e.clientID);
    encoding.writeVarUint(encoder, e.clock);
    encoding.writeVarString(encoder, JSON.stringify(e.state));
  }
  return {
    update: encoding.toUint8Array(encoder),
    clients: entries.filter((e) => e.state !== null).map((e) => e.clientID),
  };
}
