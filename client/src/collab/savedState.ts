import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import type { WebsocketProvider } from 'y-websocket';
import { MESSAGE_SAVED, readSaved } from '@hearth/shared';

/**
 * What a co-edited page tells about this device's edits:
 *   saved     the server has stored every edit made here
 *   saving    some are sent and not yet confirmed stored
 *   retrying  an edit was not confirmed within a few seconds, even after being sent again
 *   offline   not connected: edits are kept on this device (IndexedDB) and sent on reconnect
 */
export type SaveState = 'saved' | 'saving' | 'retrying' | 'offline';

/** An edit not confirmed after this long is sent again; after RETRYING_MS the page says so. */
export const RESEND_MS = 3000;
export const RETRYING_MS = 8000;
const TICK_MS = 500;

export interface SavedTracker {
  get(): SaveState;
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/**
 * Follows a WebsocketProvider's document: every edit made on this device (or loaded from its offline copy)
 * is pending until the server's "saved up to" message (MESSAGE_SAVED) covers its Yjs clock. An edit not
 * confirmed within RESEND_MS is sent again (what the server has not confirmed); still not by RETRYING_MS,
 * the state says so and the connection is remade (a full resync).
 */
export function trackSaved(provider: WebsocketProvider, now: () => number = Date.now): SavedTracker {
  const doc = provider.doc;
  /** Per Yjs client, the clock our edits reached; and the clock the server confirmed stored. */
  const want = new Map<number, number>();
  const saved = new Map<number, number>();
  let pendingSince: number | undefined;
  let resent = false;
  let state: SaveState = provider.wsconnected ? 'saved' : 'offline';
  const listeners = new Set<() => void>();

  const pending = () => {
    for (const [client, clock] of want) if ((saved.get(client) ?? 0) < clock) return true;
    return false;
  };
  const refresh = () => {
    const isPending = pending();
    if (!isPending) {
      pendingSince = undefined;
      resent = false;
    } else pendingSince ??= now();
    const next: SaveState = !provider.wsconnected
      ? 'offline'
      : !isPending
        ? 'saved'
        : now() - pendingSince! >= RETRYING_MS
          ? 'retrying'
          : 'saving';
    if (next !== state) {
      state = next;
      for (const l of listeners) l();
    }
  };

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === provider) return; // from the server: not ours to save
    for (const s of Y.decodeUpdate(update).structs) {
      const end = s.id.clock + s.length;
      if ((want.get(s.id.client) ?? 0) < end) want.set(s.id.client, end);
    }
    refresh();
  };
  doc.on('update', onUpdate);

  provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder) => {
    readSaved(decoder, saved);
    refresh();
  };

  const send = (data: Uint8Array) => {
    const ws = provider.ws;
    if (provider.wsconnected && ws && ws.readyState === ws.OPEN) ws.send(data as Uint8Array<ArrayBuffer>);
  };
  // Ask for "saved up to" on every connection (before the first sync message goes out).
  const onStatus = ({ status }: { status: string }) => {
    if (status === 'connected') send(new Uint8Array([MESSAGE_SAVED]));
    refresh();
  };
  provider.on('status', onStatus);
  if (provider.wsconnected) send(new Uint8Array([MESSAGE_SAVED]));

  /** Sends again what the server has not confirmed of our edits. */
  const resend = () => {
    const enc = encoding.createEncoder();
    const known = Y.decodeStateVector(Y.encodeStateVector(doc));
    for (const client of known.keys()) if (want.has(client)) known.set(client, saved.get(client) ?? 0);
    const sv = encoding.createEncoder();
    encoding.writeVarUint(sv, known.size);
    for (const [client, clock] of known) {
      encoding.writeVarUint(sv, client);
      encoding.writeVarUint(sv, clock);
    }
    encoding.writeVarUint(enc, 0); // y-websocket sync message
    syncProtocol.writeUpdate(enc, Y.encodeStateAsUpdate(doc, encoding.toUint8Array(sv)));
    send(encoding.toUint8Array(enc));
  };

  let lastReconnect = 0;
  const timer = setInterval(() => {
    refresh();
    if (pendingSince === undefined || !provider.wsconnected) return;
    const age = now() - pendingSince;
    if (age >= RESEND_MS && !resent) {
      resent = true;
      resend();
    } else if (age >= RETRYING_MS && now() - lastReconnect >= RETRYING_MS) {
      lastReconnect = now();
      provider.disconnect();
      provider.connect();
    }
  }, TICK_MS);

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      clearInterval(timer);
      doc.off('update', onUpdate);
      provider.off('status', onStatus);
      listeners.clear();
    },
  };
}

/** Resolves true once the server has stored every edit made here, false when that takes more than `ms`. */
export function whenSaved(tracker: SavedTracker, ms = 15_000): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(ok);
    };
    const check = () => tracker.get() === 'saved' && done(true);
    const stop = tracker.subscribe(check);
    const timer = setTimeout(() => done(false), ms);
    check();
  });
}
