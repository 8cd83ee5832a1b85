import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

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

/**
 * Rewrites an awareness update so every state carries the connection's user as the server knows it:
 * whatever name a client claims is replaced. States `accept` refuses are left out (y-websocket clients
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
  if (count > 100) throw new Error('too many awareness states');
  const entries: { clientID: number; clock: number; state: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const clientID = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const raw = decoding.readVarString(decoder);
    let state = JSON.parse(raw) as unknown;
    if (state !== null) {
      if (typeof state !== 'object' || Array.isArray(state)) state = {};
      state = { ...(state as Record<string, unknown>), user };
    }
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
