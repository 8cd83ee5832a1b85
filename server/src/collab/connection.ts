import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { CLOSE, encodeSaved, MESSAGE_REJECTED, MESSAGE_SAVED } from '@hearth/shared';
import { limits as L } from './limits.js';
import type { SessionUser } from '../auth/session.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import type { Logger } from '../logger.js';
import { MissingDependencies, RejectedUpdate, type CollabService } from './collab.service.js';
import type { LiveDoc } from './liveDoc.js';
import { awarenessMessage, MESSAGE_AWARENESS, MESSAGE_QUERY_AWARENESS, MESSAGE_SYNC } from './messages.js';
import { colorOf, stampAwareness, type PresenceUser } from './awarenessOverride.js';
import { TokenBucket } from './tokenBucket.js';

/** Presence ids one connection may speak for (a tab has one; a few for reconnects). */
const MAX_AWARENESS_IDS = 8;

/** One editor's WebSocket on one document: speaks the y-websocket protocol, routes updates into the pipeline. */
export class Connection {
  readonly presence: PresenceUser;
  /** Awareness client ids this connection speaks for (removed when it closes). */
  private readonly awarenessIds = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  /** Updates handed to the pipeline and not yet stored or refused. */
  private readonly inflight = new Set<Promise<void>>();
  private inflightBytes = 0;
  private closed = false;
  private corked = false;
  private sentThisTurn = false;
  private readonly messages = new TokenBucket(L.messagesPerSecond, L.messageBurst);
  private readonly bytes = new TokenBucket(L.bytesPerSecond, L.byteBurst);
  private readonly refusals = new TokenBucket(L.rejectionsPerSecond, L.rejectionBurst);
  private readonly presenceChanges = new TokenBucket(L.awarenessPerSecond, L.awarenessBurst);
  private readonly echoes = new TokenBucket(L.echoesPerSecond, L.echoBurst);
  /** The client asked for "saved up to" messages (MESSAGE_SAVED). */
  private wantsSaved = false;
  /** Per Yjs client, the clock this connection's updates reached and that is not yet reported saved. */
  private readonly waiting = new Map<number, number>();
  /** A sync step 1 went out and the editor's answer (step 2) has not come yet. */
  private awaitingSync = false;
  /** Per Yjs client, the last "saved up to" sent. */
  private readonly reported = new Map<number, number>();

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
    this.send(this.syncStep1());
    const states = [...this.live.awareness.getStates().keys()];
    if (states.length)
      this.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.live.awareness, states)));
  }

  /**
   * Messages are handled one after another, in the order they arrived. Each connection has a budget of
   * messages and bytes per second: past it, it is closed (rateLimited).
   */
  receive(data: Uint8Array): void {
    if (this.closed) return;
    if (!this.messages.take(1) || !this.bytes.take(data.byteLength))
      return this.close(CLOSE.rateLimited, 'Too many messages');
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
          encoding.writeVarUint(enc, syncProtocol.messageYjsSyncStep2);
          encoding.writeVarUint8Array(enc, this.live.missingFor(sv));
          this.send(encoding.toUint8Array(enc));
        } else if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
          if (step === syncProtocol.messageYjsSyncStep2) this.awaitingSync = false;
          const update = decoding.readVarUint8Array(decoder);
          // Bindings of Yjs clients made by other processes, before this editor's next message.
          await this.collab.learnClients(this.live, update);
          // Queued in arrival order without waiting for it to be stored, so that updates arriving
          // meanwhile (from this editor or others) join the same group commit.
          this.track(update);
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
        for (const id of clients)
          if (this.awarenessIds.size < MAX_AWARENESS_IDS || this.awarenessIds.has(id))
            this.awarenessIds.add(id);
          else return; // a connection speaks for a few presences, not thousands
        // A presence id is the editor's Yjs client id: its edits are this user's from now on, even those
        // another editor sends back after a crash lost them.
        this.collab.claimClients(this.live, clients, this.user.id);
        // An echo (every state in it already known) changes nothing: within its own budget it costs its
        // bytes, not a message, so that other clients' presence changes never use up this editor's.
        if (!update) return void (this.echoes.take(1) && this.messages.give(1));
        if (this.presenceChanges.take(1))
          awarenessProtocol.applyAwarenessUpdate(this.live.awareness, update, this);
        return;
      }
      case MESSAGE_SAVED: {
        this.wantsSaved = true;
        this.send(encodeSaved(this.live.durable));
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
    const size = update.byteLength;
    const stored = this.collab.applyClientUpdate(this.live, update, this.user, this).then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof RejectedUpdate) {
          // Incomplete while the editor's answer to our sync step 1 is on its way: that answer holds it.
          if (err instanceof MissingDependencies && this.awaitingSync) return;
          // The update is dropped (never stored). Refusals cost: a client that keeps sending what is
          // refused is closed.
          if (!this.refusals.take(1)) return this.close(CLOSE.rateLimited, 'Too many refused updates');
          // Incomplete: the sender is asked for what the server lacks (it sends this update again with it).
          if (err instanceof MissingDependencies) return this.send(this.syncStep1());
          // Invalid: the sender is told why.
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
    this.inflightBytes += size;
    // Backpressure: while too much of this connection's work waits to be stored, its socket is not read.
    if (this.inflight.size >= L.inflightUpdates || this.inflightBytes >= L.inflightBytes) this.ws.pause();
    void stored.finally(() => {
      this.inflight.delete(stored);
      this.inflightBytes -= size;
      if (
        this.ws.isPaused &&
        this.inflight.size < L.inflightUpdates / 2 &&
        this.inflightBytes < L.inflightBytes / 2
      )
        this.ws.resume();
    });
  }

  /** Sync step 1: what the server has; the editor answers with everything it has that the server lacks. */
  private syncStep1(): Uint8Array {
    this.awaitingSync = true;
    const enc = encoding.createEncoder();
    encoding.writeVarUint(enc, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(enc, this.live.doc);
    return encoding.toUint8Array(enc);
  }

  expect(clocks: ReadonlyMap<number, number>): void {
    if (!this.wantsSaved) return;
    for (const [client, clock] of clocks)
      if ((this.waiting.get(client) ?? 0) < clock) this.waiting.set(client, clock);
  }

  /**
   * "Saved up to": how far the clients this connection sent updates for are now stored, as soon as that
   * moves on (a steady typist hears of progress, not only once everything they sent is stored).
   */
  durable(clocks: ReadonlyMap<number, number>): void {
    if (this.waiting.size === 0) return;
    const saved = new Map<number, number>();
    for (const [client, clock] of this.waiting) {
      const stored = clocks.get(client) ?? 0;
      if (stored > (this.reported.get(client) ?? 0)) {
        saved.set(client, stored);
        this.reported.set(client, stored);
      }
      if (stored >= clock) this.waiting.delete(client);
    }
    if (saved.size) this.send(encodeSaved(saved));
  }

  /** Settles once every message received so far is handled and its update stored (or refused). */
  private settled(): Promise<unknown> {
    return Promise.all([this.chain, ...this.inflight]);
  }

  send(data: Uint8Array): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > L.sendBuffer) return this.close(CLOSE.tooSlow, 'Not reading');
    this.cork();
    this.ws.send(data, (err) => err && this.close(1011, 'Send failed'));
  }

  /**
   * The first message of a turn of the event loop leaves at once; the ones after it in the same turn (a
   * burst of edits handled together) leave together in one write at the end of the turn, not one system
   * call each.
   */
  private cork(): void {
    const socket = (this.ws as unknown as { _socket?: Socket | null })._socket;
    if (!socket || this.corked) return;
    if (!this.sentThisTurn) {
      this.sentThisTurn = true;
      process.nextTick(() => {
        this.sentThisTurn = false;
        if (this.corked) {
          this.corked = false;
          socket.uncork();
        }
      });
      return;
    }
    this.corked = true;
    socket.cork();
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
    if (this.ws.isPaused) this.ws.resume();
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
