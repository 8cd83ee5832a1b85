import * as Y from 'yjs';
import { uint32 } from 'lib0/random';
import { Awareness } from 'y-protocols/awareness';
import type { DocRef } from '@hearth/shared';
import type { DocKind } from './docKind.js';
import { updateMessage } from './messages.js';
import type { SessionUser } from '../auth/session.js';

/** What a live document needs of an editor's connection. */
export interface DocConnection {
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
  /** Called with the end clock of each Yjs client in an update this connection sent (before it is stored). */
  expect?(clocks: ReadonlyMap<number, number>): void;
  /** Called after a commit with the document's durable clocks: "saved up to" for what it expects. */
  durable?(clocks: ReadonlyMap<number, number>): void;
}

/** An accepted update (validated and broadcast) waiting for its group commit. */
export interface Accepted {
  update: Uint8Array;
  userId: string | null;
  /** Yjs clients first seen in this update: they belong to its sender. */
  binds?: number[];
  /** The validated state after this update (and every one accepted before it). */
  state: unknown;
  /** The end clock of each Yjs client in the update. */
  clocks: Map<number, number>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** A client update waiting to be judged. */
export interface Held {
  update: Uint8Array;
  userId: string;
  /** Who sent it: the kind's rules may depend on their role (plan roles). */
  user: SessionUser;
  conn: DocConnection;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Bytes of updates the rollback log holds beyond its checkpoint before it takes a new one (at least). */
const LOG_BYTES = 64 * 1024;
/** Updates the rollback log holds at most before it takes a new checkpoint. */
const LOG_UPDATES = 1000;

/**
 * A loaded document: its Y.Doc (every accepted update: what was stored and what waits for its commit,
 * as broadcast to editors), presence, and its connections.
 *
 * An editor's update is applied to `doc` itself and validated there, before anyone sees it. When it is
 * refused after being applied (rare: the rules that read the whole state), `rollback` rebuilds `doc` from
 * its log: a checkpoint (the encoded state) and every update that reached the document since. The log is
 * bytes (a fraction of a second Y.Doc's memory), and a checkpoint is taken once the log outgrows it, so
 * its cost per update stays constant.
 */
export class LiveDoc {
  doc = new Y.Doc({ gc: true });
  /** Presence has a document of its own: `doc` is replaced on a rollback, the presence is not. */
  readonly awareness = new Awareness(new Y.Doc());
  readonly conns = new Set<DocConnection>();
  /** The last stored sequence number this copy has applied. */
  seq = 0;
  snapshotSeq = 0;
  /** What the projection holds: the validated state of the stored updates (undefined: unknown). */
  state: unknown;
  /** The validated state of every accepted update (stored or not): what the next update builds on. */
  latest: unknown;
  /** Per Yjs client, the clock below which its edits are stored. */
  readonly durable = new Map<number, number>();
  /** About the bytes the document takes when stored (exact after a compaction or a budget check). */
  bytes = 0;
  bytesExact = false;
  idleTimer: NodeJS.Timeout | undefined;
  lastUsed = Date.now();
  destroyed = false;
  /** The Yjs client of the server's own (REST) changes; a new one after a change that failed to commit. */
  serverClient = uint32();
  /** The rollback log: applying these in order to an empty document gives `doc`. */
  private log: Uint8Array[] = [];
  private logBytes = 0;
  private checkpointBytes = 0;
  private checkpointQueued = false;
  /** `doc` encoded whole, while nothing was accepted since (what a joining editor with nothing needs). */
  private whole: Uint8Array | undefined;
  /** Accepted updates waiting for the running commit of this document (then stored as one batch). */
  readonly pending: Accepted[] = [];
  /** Client updates not judged yet: until the end of the turn that brought them, or of a REST change. */
  readonly held: Held[] = [];
  restBusy = false;
  /** `held` is judged at the end of this turn of the event loop. */
  releaseQueued = false;
  flushQueued = false;
  /** Commits that failed in a row (database away): the next try waits longer. */
  failures = 0;
  /** The user each Yjs client of the document belongs to (stored in collab_clients). */
  readonly owners = new Map<number, string>();
  /** Yjs clients whose stored binding was looked up (CollabService.learnClients), found or not. */
  readonly looked = new Set<number>();
  /** Users whose edits other editors sent back (see authors.ts), as read once. */
  readonly authors = new Map<string, SessionUser>();
  /** What the projection needs that does not change while loaded (DocKind.context), once read. */
  context: unknown;
  /** The first read of `context` for an editor, when loading could not read it. */
  contextLoading?: Promise<void>;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly ref: DocRef,
    readonly kind: DocKind,
  ) {
    this.awareness.setLocalState(null);
  }

  /**
   * Takes what the database holds (a snapshot and the updates after it) as the document, before anyone
   * has joined.
   */
  load(updates: Uint8Array[]): void {
    Y.transact(this.doc, () => updates.forEach((u) => Y.applyUpdate(this.doc, u)), 'db');
    // The stored bytes are the log as they are (a checkpoint comes with the next accepted update if needed).
    this.log = [...updates];
    this.logBytes = updates.reduce((n, u) => n + u.byteLength, 0);
    this.whole = undefined;
  }

  /**
   * An update `doc` has applied and that was accepted: sent, as it came, to every editor but `except`
   * (its sender), and kept in the log.
   */
  accept(update: Uint8Array, except?: DocConnection): void {
    const msg = updateMessage(update);
    for (const c of this.conns) if (c !== except) c.send(msg);
    this.record(update);
  }

  /** An update from elsewhere (a REST change once stored, another process): applied, then accepted. */
  apply(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update);
    this.accept(update);
  }

  /** Undoes what `doc` applied since the last accepted update, by rebuilding it from the log. */
  rollback(): void {
    const doc = new Y.Doc({ gc: true });
    Y.transact(doc, () => this.log.forEach((u) => Y.applyUpdate(doc, u)));
    this.doc.destroy();
    this.doc = doc;
  }

  /** A separate copy of the document, for a change nobody may see before it is stored (REST). */
  fork(): Y.Doc {
    const copy = new Y.Doc({ gc: true });
    copy.clientID = this.serverClient;
    Y.applyUpdate(copy, this.encode());
    return copy;
  }

  /** `doc` encoded whole (a compaction's snapshot, an exact size, a new editor): the log's checkpoint. */
  encode(): Uint8Array {
    if (this.whole) return this.whole;
    const state = Y.encodeStateAsUpdate(this.doc);
    this.checkpoint(state);
    this.whole = state;
    return state;
  }

  /**
   * What an editor with state vector `sv` lacks (sync step 2). An editor that has nothing gets the whole
   * document, encoded once for every editor that joins until the next accepted update.
   */
  missingFor(sv: Uint8Array): Uint8Array {
    return sv.byteLength === 1 && sv[0] === 0 ? this.encode() : Y.encodeStateAsUpdate(this.doc, sv);
  }

  private record(update: Uint8Array): void {
    this.whole = undefined;
    this.log.push(update);
    this.logBytes += update.byteLength;
    if (this.checkpointQueued) return;
    if (this.log.length > LOG_UPDATES || this.logBytes > Math.max(LOG_BYTES, 2 * this.checkpointBytes)) {
      // Encoding the whole document takes a while (milliseconds for a large one): not before the update
      // is on its way to the editors and its commit is sent, but in a later turn.
      this.checkpointQueued = true;
      setImmediate(() => {
        this.checkpointQueued = false;
        if (!this.destroyed && this.log.length > 1) this.encode();
      });
    }
  }

  private checkpoint(state: Uint8Array): void {
    this.log = [state];
    this.logBytes = this.checkpointBytes = state.byteLength;
  }

  /** Runs one step after the previous one finished: commits are stored in one order. */
  serial<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step, step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.idleTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
