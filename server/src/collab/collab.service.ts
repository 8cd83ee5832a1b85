import * as Y from 'yjs';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { parseDocName, type Audience, type ChangeEvent } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import type { DocKinds, Projection } from './docKind.js';
import { LiveDoc, type Origin, type Pending } from './liveDoc.js';
import { awarenessMessage, updateMessage } from './messages.js';
import {
  commitUpdates,
  ensureDocument,
  loadStored,
  lockDocument,
  SequenceConflict,
  storedSince,
  writeSnapshot,
} from './updates.repository.js';

/** Cross-process fan-out of stored updates and of presence (Redis pub/sub); absent in a single process. */
export interface UpdateBus {
  publish(name: string, seq: number, update: Uint8Array): void;
  publishPresence(name: string, update: Uint8Array): void;
}

export class RejectedUpdate extends Error {}

export const COMPACT_EVERY = 500;
/** At most this many editors' updates share one transaction. */
const MAX_BATCH = 256;
const IDLE_UNLOAD_MS = 30_000;
/** How many times a batch is validated again after another process stored first. */
const MAX_RETRIES = 5;

export interface Commit<T> {
  /**
   * Makes the update against the scratch copy of the current state (long-lived: it must not leave
   * listeners behind); null when there is nothing to store.
   */
  produce: (scratch: Y.Doc) => { update: Uint8Array | null; result: T };
  userId: string | null;
  fromClient: boolean;
  /** The WebSocket editor who sent the update (the kind's rules may depend on who they are). */
  editor?: SessionUser;
  origin: Origin;
  /** Extra writes in the same transaction, before the projection (e.g. the plan's own row). */
  prepare?: (trx: Executor) => Promise<void>;
}

/**
 * The collaboration pipeline: load, validate, persist, project, broadcast. Every update, from a
 * WebSocket editor or a REST call, goes through `commit`, serialized per document.
 */
export class CollabService {
  private readonly docs = new Map<string, LiveDoc>();
  private readonly loading = new Map<string, Promise<LiveDoc>>();
  bus: UpdateBus | undefined;
  /** Called after a commit that changed who may open a document. */
  onAccessChanged: (live: LiveDoc) => void = () => undefined;

  constructor(
    private readonly deps: AppDeps,
    readonly kinds: DocKinds,
  ) {}

  get loaded(): ReadonlyMap<string, LiveDoc> {
    return this.docs;
  }

  /** The live copy of a document, loaded from its snapshot and stored updates on first use. */
  open(name: string): Promise<LiveDoc> {
    const live = this.docs.get(name);
    if (live) return Promise.resolve(live);
    let pending = this.loading.get(name);
    if (!pending) {
      pending = this.load(name).finally(() => this.loading.delete(name));
      this.loading.set(name, pending);
    }
    return pending;
  }

  private async load(name: string): Promise<LiveDoc> {
    const ref = parseDocName(name);
    if (!ref) throw new Error(`not a document name: ${name}`);
    const live = new LiveDoc(name, ref, this.kinds[ref.kind]);
    const stored = await loadStored(this.deps.db, name);
    if (!stored.exists) await ensureDocument(this.deps.db, name);
    applyStored(live, stored);
    live.snapshotSeq = stored.snapshot_seq;
    broadcastFrom(live);
    // Presence from this process's editors (stamped by their connections) reaches the other processes.
    live.awareness.on('update', ({ added, updated, removed }: AwarenessChanges, origin: unknown) => {
      if (origin !== 'remote')
        this.bus?.publishPresence(
          name,
          encodeAwarenessUpdate(live.awareness, [...added, ...updated, ...removed]),
        );
    });
    this.docs.set(name, live);
    this.scheduleUnload(live);
    return live;
  }

  /** Applies an update sent by an editor. Throws RejectedUpdate when it fails validation (nothing stored). */
  async applyClientUpdate(live: LiveDoc, update: Uint8Array, user: SessionUser, conn: object): Promise<void> {
    await this.commit(live, {
      produce: (scratch) => {
        let changed = false;
        const seen = () => (changed = true);
        scratch.on('update', seen);
        try {
          Y.applyUpdate(scratch, update);
        } finally {
          scratch.off('update', seen);
        }
        // Missing dependencies mean the update builds on one that was rejected (or never sent).
        if (scratch.store.pendingStructs || scratch.store.pendingDs)
          throw new RejectedUpdate('The update depends on changes the server does not have');
        return { update: changed ? update : null, result: undefined };
      },
      userId: user.id,
      fromClient: true,
      editor: user,
      origin: conn,
    });
  }

  /** A server-side edit (REST): `mutate` runs against the current state; its update takes the same path. */
  async change<T>(
    name: string,
    mutate: (doc: Y.Doc) => T,
    opts: { userId: string; prepare?: (trx: Executor) => Promise<void> },
  ): Promise<T> {
    const live = await this.open(name);
    return this.commit(live, {
      produce: (scratch) => {
        const parts: Uint8Array[] = [];
        const collect = (u: Uint8Array) => parts.push(u);
        scratch.on('update', collect);
        let result: T;
        try {
          result = mutate(scratch);
        } finally {
          scratch.off('update', collect);
        }
        return { update: parts.length ? Y.mergeUpdates(parts) : null, result };
      },
      userId: opts.userId,
      fromClient: false,
      origin: 'rest',
      prepare: opts.prepare,
    });
  }

  /**
   * Queues a commit. While a transaction for this document runs, further commits wait here and are then
   * validated, persisted and projected as ONE batch (group commit): one transaction, one projection,
   * then each stored update is broadcast. Each update is still validated on its own, in order, against
   * the state the ones before it left: an invalid one is dropped alone (its sender told).
   */
  private commit<T>(live: LiveDoc, c: Commit<T>): Promise<T> {
    live.lastUsed = Date.now();
    return new Promise<T>((resolve, reject) => {
      live.pending.push({ c: c as Commit<unknown>, resolve: resolve as (v: unknown) => void, reject });
      this.scheduleFlush(live);
    });
  }

  private scheduleFlush(live: LiveDoc): void {
    if (live.flushQueued) return;
    live.flushQueued = true;
    void live.serial(() => this.flush(live));
  }

  /** The validated scratch copy of a document (the persisted state), kept between commits. */
  private scratchOf(live: LiveDoc): Y.Doc {
    return live.scratch ?? this.rebuildScratch(live, []);
  }

  /** A fresh scratch copy: the persisted state plus `extra` (updates accepted earlier in this batch). */
  private rebuildScratch(live: LiveDoc, extra: Uint8Array[]): Y.Doc {
    live.scratch?.destroy();
    const scratch = new Y.Doc({ gc: true });
    Y.transact(scratch, () => {
      Y.applyUpdate(scratch, Y.encodeStateAsUpdate(live.doc));
      for (const u of extra) Y.applyUpdate(scratch, u);
    });
    live.scratch = scratch;
    return scratch;
  }

  private dropScratch(live: LiveDoc): void {
    live.scratch?.destroy();
    live.scratch = undefined;
  }

  private async flush(live: LiveDoc): Promise<void> {
    live.flushQueued = false;
    if (live.pending.length === 0) return;
    if (live.destroyed) {
      // Unloaded while these waited: run them against the freshly loaded copy instead.
      const moved = live.pending.splice(0);
      try {
        const fresh = await this.open(live.name);
        fresh.pending.push(...moved);
        this.scheduleFlush(fresh);
      } catch (err) {
        for (const p of moved) p.reject(err);
      }
      return;
    }
    // A REST change runs alone (its `prepare` or `mutate` may fail the transaction); editors' updates batch.
    const first = live.pending[0]!;
    let n = 1;
    if (first.c.fromClient)
      while (n < live.pending.length && n < MAX_BATCH && live.pending[n]!.c.fromClient) n++;
    const batch = live.pending.splice(0, n);
    if (live.pending.length) this.scheduleFlush(live);

    let stored: Stored | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        stored = await this.store(live, batch);
        break;
      } catch (err) {
        // Nothing was stored: the scratch copy may hold updates that are not, so it is rebuilt next time.
        this.dropScratch(live);
        let failure = err;
        if (err instanceof SequenceConflict && attempt < MAX_RETRIES) {
          try {
            await this.catchUp(this.deps.db, live);
            continue;
          } catch (e) {
            failure = e;
          }
        }
        for (const p of batch) p.reject(failure);
        return;
      }
    }
    const { outcomes } = stored;
    const { projection } = stored;
    if (projection) {
      // Only now, with the updates durable and projected, does anyone see them (encoded once each).
      let seq = live.seq + 1;
      live.seq += stored.accepted.length;
      live.state = stored.state;
      live.context = stored.context;
      outcomes.forEach((o, i) => {
        if (!o.ok || !o.update) return;
        Y.applyUpdate(live.doc, o.update, batch[i]!.c.origin);
        this.bus?.publish(live.name, seq++, o.update);
      });
      this.announce(projection);
      if (projection.accessChanged) this.onAccessChanged(live);
      if (live.seq - live.snapshotSeq >= COMPACT_EVERY) void live.serial(() => this.compact(live));
    }
    outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.result) : batch[i]!.reject(o.err)));
  }

  /**
   * Validates each update of a batch in order against the state the ones before it left (an invalid
   * one is dropped alone), then stores the accepted ones and their projection in one statement (in a
   * transaction only when a REST change has writes of its own to make first).
   */
  private async store(live: LiveDoc, batch: Pending[]): Promise<Stored> {
    let scratch = this.scratchOf(live);
    let state = live.state;
    const outcomes: Outcome[] = [];
    const accepted: Accepted[] = [];
    if (batch.some((p) => p.c.editor)) live.context ??= await live.kind.context(this.deps.db, live.ref.id);
    for (const { c } of batch) {
      try {
        const { update, result } = c.produce(scratch);
        if (update) {
          const editor = c.editor && { user: c.editor, context: live.context };
          const check = live.kind.validate(scratch, state, c.fromClient, editor);
          if (!check.ok) throw new RejectedUpdate(check.reason);
          state = check.state;
          accepted.push({ update, userId: c.userId, prepare: c.prepare });
        }
        outcomes.push({ ok: true, result, update });
      } catch (err) {
        // Dropped alone: the scratch copy goes back to the state before this update.
        outcomes.push({ ok: false, err });
        scratch = this.rebuildScratch(
          live,
          accepted.map((a) => a.update),
        );
      }
    }
    if (accepted.length === 0) return { outcomes, accepted, state, context: live.context };
    const write = async (db: Executor) => {
      for (const a of accepted) await a.prepare?.(db);
      const context = live.context ?? (await live.kind.context(db, live.ref.id));
      const projection = live.kind.project(this.deps.db, live.ref.id, state, live.state, context);
      await commitUpdates(db, live.name, live.seq, accepted, projection.writes);
      return { context, projection };
    };
    const { context, projection } = accepted.some((a) => a.prepare)
      ? await this.deps.db.transaction().execute(write)
      : await write(this.deps.db);
    return { outcomes, accepted, state, context, projection };
  }

  /** Applies what other processes stored since this copy last looked. */
  private async catchUp(db: Executor, live: LiveDoc): Promise<void> {
    const missed = await storedSince(db, live.name, live.seq);
    if (!missed) throw new Error(`collaboration document ${live.name} has no row`);
    applyStored(live, missed);
    this.dropScratch(live);
  }

  /** An update another process stored and announced. */
  receiveRemote(name: string, seq: number, update: Uint8Array): void {
    const live = this.docs.get(name);
    if (!live) return;
    void live.serial(async () => {
      Y.applyUpdate(live.doc, update, 'remote');
      this.dropScratch(live);
      if (seq === live.seq + 1) live.seq = seq;
      const check = live.kind.validate(live.doc, undefined, false);
      if (check.ok) live.state = check.state;
    });
  }

  /** Presence announced by another process, for a document loaded here. */
  receiveRemotePresence(name: string, update: Uint8Array): void {
    const live = this.docs.get(name);
    if (live) applyAwarenessUpdate(live.awareness, update, 'remote');
  }

  private announce(p: Projection): void {
    for (const { audience, change } of p.changes) this.deps.publisher.publish(audience, change);
  }

  private async compact(live: LiveDoc): Promise<void> {
    const compacted = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await lockDocument(trx, live.name);
      if (!locked) return false;
      if (locked.seq > live.seq) await this.catchUp(trx, live);
      await writeSnapshot(trx, live.name, live.seq, Y.encodeStateAsUpdate(live.doc));
      return true;
    });
    if (compacted) live.snapshotSeq = live.seq;
  }

  /** Unloads a document nobody has open for a while (compacting it first). */
  scheduleUnload(live: LiveDoc): void {
    clearTimeout(live.idleTimer);
    if (live.conns.size > 0) return;
    live.idleTimer = setTimeout(() => {
      void live.serial(async () => {
        if (live.conns.size > 0 || this.docs.get(live.name) !== live) return;
        if (Date.now() - live.lastUsed < IDLE_UNLOAD_MS) return this.scheduleUnload(live);
        if (live.seq > live.snapshotSeq)
          await this.compact(live).catch((err: unknown) => this.deps.log.warn({ err }, 'compaction failed'));
        this.docs.delete(live.name);
        live.destroy();
      });
    }, IDLE_UNLOAD_MS);
    live.idleTimer.unref();
  }

  close(): void {
    for (const live of this.docs.values()) live.destroy();
    this.docs.clear();
  }
}

export type { Audience, ChangeEvent };

type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };
type Outcome = { ok: true; result: unknown; update: Uint8Array | null } | { ok: false; err: unknown };
interface Accepted {
  update: Uint8Array;
  userId: string | null;
  prepare?: Commit<unknown>['prepare'];
}
interface Stored {
  outcomes: Outcome[];
  accepted: Accepted[];
  state: unknown;
  context: unknown;
  /** Present when updates were stored (with their projection). */
  projection?: Projection;
}

/**
 * Applies what the database holds (a snapshot and the updates after it) to the live copy, and takes the
 * validated state as what the projection holds (unknown when invalid: the next projection rewrites all).
 */
function applyStored(
  live: LiveDoc,
  stored: { seq: number; snapshot: Uint8Array | null; updates: Uint8Array[] },
) {
  Y.transact(
    live.doc,
    () => {
      if (stored.snapshot) Y.applyUpdate(live.doc, stored.snapshot);
      for (const u of stored.updates) Y.applyUpdate(live.doc, u);
    },
    'db',
  );
  live.seq = stored.seq;
  const check = live.kind.validate(live.doc, undefined, false);
  live.state = check.ok ? check.state : undefined;
}

/** Every stored update reaches every connection but its sender; presence reaches everyone. */
function broadcastFrom(live: LiveDoc): void {
  live.doc.on('update', (update: Uint8Array, origin: unknown) => {
    const msg = updateMessage(update);
    for (const c of live.conns) if (c !== origin) c.send(msg);
  });
  live.awareness.on('update', ({ added, updated, removed }: AwarenessChanges) => {
    const msg = awarenessMessage(encodeAwarenessUpdate(live.awareness, [...added, ...updated, ...removed]));
    for (const c of live.conns) c.send(msg);
  });
}
