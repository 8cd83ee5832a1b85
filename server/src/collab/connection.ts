import type { WebSocket } from 'ws';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { CLOSE, MESSAGE_REJECTED } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import type { Logger } from '../logger.js';
import { RejectedUpdate, type CollabService } from './collab.service.js';
import type { LiveDoc } from './liveDoc.js';
import { awarenessMessage, MESSAGE_AWARENESS, MESSAGE_QUERY_AWARENESS, MESSAGE_SYNC } from './messages.js';
import { colorOf, stampAwareness, type PresenceUser } from './awarenessOverride.js';

/** One editor's WebSocket on one document: speaks the y-websocket protocol, routes updates into the pipeline. */
export class Connection {
  readonly presence: PresenceUser;
  /** Awareness client ids this connection speaks for (removed when it closes). */
  private readonly awarenessIds = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  /** Updates handed to the pipeline and not yet stored or refused. */
  private readonly inflight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly live: LiveDoc,
    readonly user: SessionUser,
    readonly token: string,
    private readonly collab: CollabService,
    private readonly log: Logger,
  ) {
    this.presence = { id: user.id, name: user.name, color: colorOf(user.id) };
  }

  /** Joins the document: the first sync step and the current presence go out at once. */
  start(): void {
    this.live.conns.add(this);
    clearTimeout(this.live.idleTimer);
    const enc = encoding.createEncoder();
    encoding.writeVarUint(enc, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(enc, this.live.doc);
    this.send(encoding.toUint8Array(enc));
    const states = [...this.live.awareness.getStates().keys()];
    if (states.length)
      this.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.live.awareness, states)));
  }

  /** Messages are handled one after another, in the order they arrived. */
  receive(data: Uint8Array): void {
    this.chain = this.chain
      .then(() => this.handle(data))
      .catch((err: unknown) => {
        this.log.warn({ err, doc: this.live.name }, 'malformed collaboration message');
        this.close(CLOSE.malformed, 'Malformed message');
      });
  }

  private async handle(data: Uint8Array): Promise<void> {
    if (this.closed) return;
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    switch (type) {
      case MESSAGE_SYNC: {
        const step = decoding.readVarUint(decoder);
        if (step === syncProtocol.messageYjsSyncStep1) {
          const sv = decoding.readVarUint8Array(decoder);
          const enc = encoding.createEncoder();
          encoding.writeVarUint(enc, MESSAGE_SYNC);
          syncProtocol.writeSyncStep2(enc, this.live.doc, sv);
          this.send(encoding.toUint8Array(enc));
        } else if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
          // Queued in arrival order without waiting for it to be stored, so that updates arriving
          // meanwhile (from this editor or others) join the same group commit.
          this.track(decoding.readVarUint8Array(decoder));
        } else throw new Error(`unknown sync step ${step}`);
        return;
      }
      case MESSAGE_AWARENESS: {
        // A presence belongs to the user the server stamped on it: another user may neither take it over
        // nor remove it. Stale states (y-websocket clients echo everyone's) change nothing and are dropped.
        const awareness = this.live.awareness;
        const { update, clients } = stampAwareness(
          decoding.readVarUint8Array(decoder),
          this.presence,
          (id, clock, removal) => {
            const known = awareness.meta.get(id)?.clock ?? 0;
            if (clock < known || (clock === known && !removal)) return false;
            const current = awareness.getStates().get(id) as { user?: { id?: string } } | undefined;
            return !current || current.user?.id === this.user.id;
          },
        );
        for (const id of clients) this.awarenessIds.add(id);
        if (update) awarenessProtocol.applyAwarenessUpdate(this.live.awareness, update, this);
        return;
      }
      case MESSAGE_QUERY_AWARENESS: {
        const states = [...this.live.awareness.getStates().keys()];
        this.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.live.awareness, states)));
        return;
      }
      default:
        throw new Error(`unknown message type ${type}`);
    }
  }

  private track(update: Uint8Array): void {
    const stored = this.collab.applyClientUpdate(this.live, update, this.user, this).then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof RejectedUpdate) {
          // The update is dropped (never stored); the sender is told why.
          const enc = encoding.createEncoder();
          encoding.writeVarUint(enc, MESSAGE_REJECTED);
          encoding.writeVarString(enc, err.message);
          this.send(encoding.toUint8Array(enc));
        } else if (isDatabaseUnavailable(err)) {
          this.log.warn(
            { err: (err as Error).message, doc: this.live.name },
            'update not stored: database unavailable',
          );
          this.close(CLOSE.unavailable, 'Database unavailable');
        } else {
          this.log.warn({ err, doc: this.live.name }, 'collaboration update failed');
          this.close(CLOSE.malformed, 'Malformed message');
        }
      },
    );
    this.inflight.add(stored);
    void stored.finally(() => this.inflight.delete(stored));
  }

  /** Settles once every message received so far is handled and its update stored (or refused). */
  private settled(): Promise<unknown> {
    return Promise.all([this.chain, ...this.inflight]);
  }

  send(data: Uint8Array): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(data, (err) => err && this.close(1011, 'Send failed'));
  }

  /**
   * Server shutdown: the messages already received are handled (their edits stored) before the socket
   * closes; a client that keeps sending is cut off at `deadline`.
   */
  async finish(code: number, reason: string, deadline: number): Promise<void> {
    let chain: Promise<void>;
    do {
      chain = this.chain;
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.settled(), new Promise((r) => (timer = setTimeout(r, left)))]);
      clearTimeout(timer);
    } while (chain !== this.chain || this.inflight.size > 0);
    this.close(code, reason);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    this.detach();
  }

  /** Leaves the document: presence removed, the document may unload once nobody is left. */
  detach(): void {
    if (this.closed) return;
    this.closed = true;
    this.live.conns.delete(this);
    if (this.awarenessIds.size)
      awarenessProtocol.removeAwarenessStates(this.live.awareness, [...this.awarenessIds], null);
    this.collab.scheduleUnload(this.live);
  }
}
