import * as Y from 'yjs';
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

/** A client update that arrived while a REST change held the document. */
export interface Held {
  update: Uint8Array;
  userId: string;
  /** Who sent it: the kind's rules may depend on their role (plan roles). */
  user: SessionUser;
  conn: DocConnection;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * A loaded document: its Y.Doc (every accepted update: what was stored and what waits for its commit,
 * as broadcast to editors), the scratch copy updates are validated on, presence, and its connections.
 */
export class LiveDoc {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new Awareness(this.doc);
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
  /**
   * A copy of `doc` that updates are applied to and validated on first (a rejected one never reaches
   * `doc`); equal to `doc` between updates, rebuilt from it after a rejection found only after applying.
   */
  scratch: Y.Doc | undefined;
  /** Accepted updates waiting for the running commit of this document (then stored as one batch). */
  readonly pending: Accepted[] = [];
  /** Client updates that arrived while a REST change held the document. */
  readonly held: Held[] = [];
  restBusy = false;
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
   * Applies an update to the live copy after sending it, as it is, to every editor but `except` (its
   * sender): once editors may be connected, every update reaches the live copy and its editors this way
   * (what the database holds is applied on loading, before anyone joins).
   */
  apply(update: Uint8Array, except?: DocConnection): void {
    const msg = updateMessage(update);
    for (const c of this.conns) if (c !== except) c.send(msg);
    Y.applyUpdate(this.doc, update);
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
    this.scratch?.destroy();
    this.scratch = undefined;
    this.awareness.destroy();
    this.doc.destroy();
  }
}
