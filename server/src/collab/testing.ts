import WebSocket from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { WebsocketProvider } from 'y-websocket';
import { MESSAGE_REJECTED, MESSAGE_SAVED, planDocName, readSaved, type DocBooking } from '@hearth/shared';
import { signedInUser } from '../testing/httpClient.js';

/** A `ws` WebSocket that carries one browser's session cookie (and Origin), for WebsocketProvider. */
export function socketClass(cookie: string | undefined, origin?: string): typeof WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } });
    }
  } as typeof WebSocket;
}

export interface Editor {
  doc: Y.Doc;
  provider: WebsocketProvider;
  closes: number[];
  rejections: string[];
  /** "Saved up to" as the server reported it (MESSAGE_SAVED): Yjs client -> clock. */
  saved: Map<number, number>;
  /** True once the server reported this editor's own edits so far as stored. */
  allSaved(): boolean;
  destroy(): void;
}

/** A real y-websocket client on `/yjs/{name}`, as a browser would open it. */
export function editor(baseUrl: string, name: string, cookie: string | undefined): Editor {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(baseUrl.replace(/^http/, 'ws') + '/yjs', name, doc, {
    WebSocketPolyfill: socketClass(cookie) as never,
    disableBc: true,
    maxBackoffTime: 200,
  });
  const closes: number[] = [];
  const rejections: string[] = [];
  provider.on('connection-close', (e) => {
    if (e) closes.push(e.code);
  });
  provider.messageHandlers[MESSAGE_REJECTED] = (_enc, decoder) => {
    rejections.push(decoding.readVarString(decoder));
  };
  // Asks for "saved up to" on every connection, as the browser client does.
  const saved = new Map<number, number>();
  provider.on('status', ({ status }) => {
    if (status === 'connected') provider.ws?.send(new Uint8Array([MESSAGE_SAVED]));
  });
  provider.messageHandlers[MESSAGE_SAVED] = (_enc, decoder) => readSaved(decoder, saved);
  return {
    doc,
    provider,
    closes,
    rejections,
    saved,
    allSaved: () => (saved.get(doc.clientID) ?? 0) >= Y.getState(doc.store, doc.clientID),
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const synced = (e: Editor) => waitFor(() => e.provider.synced, 5000, 'sync');

/** Alice, Bob in her family, and a family_only plan of Alice's: its id and document name. */
export async function familyPlan(baseUrl: string) {
  const a = await signedInUser(baseUrl, { name: 'Alice' });
  const b = await signedInUser(baseUrl, { name: 'Bob', inFamilyOf: a });
  const plan = (
    await a.client.post('/api/plans', {
      name: 'Reunion',
      start_date: '2026-07-01',
      privacy: 'family_only',
      type: 'family_event',
    })
  ).body as { id: string };
  return { a, b, plan, name: planDocName(plan.id) };
}

/** A valid booking entry of a plan document, created by `by` (the editor adding it: plan roles check it). */
export const docBooking = (name: string, cost = 10, by = 'Alice'): DocBooking => ({
  booking_type: 'restaurant',
  name,
  description: '',
  provider: '',
  location: 'Harbor',
  date: null,
  time: null,
  cost,
  created_by: by,
  ai_booking_used: false,
  ai_provider: null,
  created_at: new Date().toISOString(),
});

/** A plan document held in memory only (no server): the one shared's tests use. */
export { localPlanDoc } from '../../../shared/src/collab/planDoc.fixture.js';
