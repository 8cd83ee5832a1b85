import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { DocRef } from '@hearth/shared';
import type { DocKind } from './docKind.js';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';

/** A queued commit (see CollabService.commit). */
export interface Pending {
  c: {
    produce: (scratch: Y.Doc) => { update: Uint8Array | null; result: unknown };
    userId: string | null;
    fromClient: boolean;
    editor?: SessionUser;
    origin: Origin;
    prepare?: (trx: Executor) => Promise<void>;
  };
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Who sent an update into a live document: a connection, or something that is not (REST, another process, the database). */
export type Origin = object | 'rest' | 'remote' | 'db';

/** A loaded document: its Y.Doc (only ever holding persisted state), presence, and its connections. */
export class LiveDoc {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new Awareness(this.doc);
  readonly conns = new Set<{ send(data: Uint8Array): void; close(code: number, reason: string): void }>();
  /** The last stored sequence number this copy has applied. */
  seq = 0;
  snapshotSeq = 0;
  /** The last validated state (what the projection holds). */
  state: unknown;
  idleTimer: NodeJS.Timeout | undefined;
  lastUsed = Date.now();
  destroyed = false;
  /** A copy of `doc` that updates are validated on before they are stored; rebuilt when it may differ. */
  scratch: Y.Doc | undefined;
  /** Commits waiting for the running transaction of this document (then stored as one batch). */
  readonly pending: Pending[] = [];
  flushQueued = false;
  /** What the projection needs that does not change while loaded (DocKind.context), once read. */
  context: unknown;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly ref: DocRef,
    readonly kind: DocKind,
  ) {
    this.awareness.setLocalState(null);
  }

  /** Runs one step after the previous one finished: updates are persisted and applied in one order. */
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
