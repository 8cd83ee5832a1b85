import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { WebsocketProvider } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import { isFinalClose, MESSAGE_REJECTED } from '@hearth/shared';
import { useSession } from '../state/session';
import { trackSaved, type SavedTracker } from './savedState';

export type CollabStatus = 'connecting' | 'connected' | 'disconnected' | 'refused';

export interface PresenceUser {
  id: string;
  name: string;
  color: string;
  /** What they are doing here, as their page says it (the awareness field `viewing`: true, or e.g. 'shopping'). */
  viewing?: string | boolean;
}

export interface YDocHandle {
  doc: Y.Doc;
  status: CollabStatus;
  /** The server's copy has been received (or the offline copy loaded). */
  ready: boolean;
  /** Who else has this document open, as the server names them. */
  peers: PresenceUser[];
  /** The server refused an edit: the local copy was reset to the server's. */
  rejected: string | undefined;
  /** Whether this device's edits are stored (see SaveStatus). */
  saved: SavedTracker;
}

const wsBase = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/yjs`;

/**
 * One collaborative document (any kind: plans, rotations, lists...), kept live over the y-websocket protocol and cached in IndexedDB so
 * edits made offline merge on reconnect. Presence names come from the server.
 */
export function useYDoc(name: string | undefined, viewing: string | true = true): YDocHandle | undefined {
  const userId = useSession((s) => s.user?.id);
  const [generation, setGeneration] = useState(0);
  const [handle, setHandle] = useState<YDocHandle>();
  const awareness = useRef<WebsocketProvider['awareness']>(undefined);
  const doing = useRef(viewing);
  doing.current = viewing;

  useEffect(() => {
    if (!name || !userId) return;
    const doc = new Y.Doc();
    const storeName = `hearth:${userId}:${name}`;
    const local = new IndexeddbPersistence(storeName, doc);
    const provider = new WebsocketProvider(wsBase(), name, doc);
    const saved = trackSaved(provider);
    let state: YDocHandle = {
      doc,
      status: 'connecting',
      ready: false,
      peers: [],
      rejected: undefined,
      saved,
    };
    const update = (patch: Partial<YDocHandle>) => {
      state = { ...state, ...patch };
      setHandle(state);
    };
    setHandle(state);

    provider.on('status', ({ status }) => state.status !== 'refused' && update({ status }));
    provider.on('sync', (synced: boolean) => synced && update({ ready: true }));
    void local.whenSynced.then(() => doc.getMap('meta').size > 0 && update({ ready: true }));
    provider.on('connection-close', (event) => {
      if (event && isFinalClose(event.code)) {
        provider.disconnect();
        update({ status: 'refused' });
      }
    });
    provider.messageHandlers[MESSAGE_REJECTED] = (_enc, decoder) => {
      const reason = decoding.readVarString(decoder);
      // Our copy holds an edit the server will never accept: drop it and start again from the server.
      void local.clearData().then(() => setGeneration((g) => g + 1));
      update({ rejected: reason });
    };
    const onAwareness = () => {
      const seen = new Map<string, PresenceUser>();
      provider.awareness.getStates().forEach((s, clientId) => {
        const u = s.user as PresenceUser | undefined;
        const what = s.viewing as PresenceUser['viewing'];
        if (u?.id && clientId !== doc.clientID && u.id !== userId) seen.set(u.id, { ...u, viewing: what });
      });
      update({ peers: [...seen.values()] });
    };
    provider.awareness.on('change', onAwareness);
    provider.awareness.setLocalStateField('viewing', doing.current);
    awareness.current = provider.awareness;

    return () => {
      provider.awareness.off('change', onAwareness);
      saved.destroy();
      provider.destroy();
      void local.destroy();
      doc.destroy();
    };
  }, [name, userId, generation]);

  useEffect(() => {
    awareness.current?.setLocalStateField('viewing', viewing);
  }, [viewing]);

  return name && handle && !handle.doc.isDestroyed ? handle : undefined;
}

/** Re-renders on every change of the document and answers `read(doc)`. */
export function useYValue<T>(doc: Y.Doc | undefined, read: (doc: Y.Doc) => T): T | undefined {
  const version = useSyncExternalStore(
    (cb) => {
      if (!doc) return () => undefined;
      doc.on('update', cb);
      return () => doc.off('update', cb);
    },
    () => (doc ? versionOf(doc) : -1),
  );
  void version;
  return doc ? read(doc) : undefined;
}

// A document's version: bumped by every update (identity of the snapshot for React).
const versions = new WeakMap<Y.Doc, number>();
function versionOf(doc: Y.Doc): number {
  if (!versions.has(doc)) {
    versions.set(doc, 0);
    doc.on('update', () => versions.set(doc, (versions.get(doc) ?? 0) + 1));
  }
  return versions.get(doc)!;
}
