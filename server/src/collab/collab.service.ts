import * as Y from 'yjs';
import { encodeAwarenessUpdate } from 'y-protocols/awareness';
import { parseDocName, type Audience, type ChangeEvent } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import type { DocKinds, Projected } from './docKind.js';
import { LiveDoc, type Origin } from './liveDoc.js';
import { awarenessMessage, updateMessage } from './messages.js';
import { appendUpdate, loadStored, lockDocument, updatesSince, writeSnapshot } from './updates.repository.js';

/** Cross-process fan-out of stored updates (Redis pub/sub); absent in a single process. */
export interface UpdateBus {
  publish(name: string, seq: number, update: Uint8Array): void;
}

export class RejectedUpdate extends Error {}

const COMPACT_EVERY = 500;
const IDLE_UNLOAD_MS = 30_000;

interface Commit<T> {
  /** Makes the update against a scratch copy of the current state; null when there is nothing to store. */
  produce: (scratch: Y.Doc) => { update: Uint8Array | null; result: T };
  userId: string | null;
  fromClient: boolean;
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
    Y.transact(
      live.doc,
      () => {
        if (stored.snapshot) Y.applyUpdate(live.doc, stored.snapshot);
        for (const u of stored.updates) Y.applyUpdate(live.doc, u);
      },
      'db',
    );
    live.seq = stored.seq;
    live.snapshotSeq = stored.snapshot_seq;
    const check = live.kind.validate(live.doc, undefined, false);
    live.state = check.ok ? check.state : undefined;
    broadcastFrom(live);
    this.docs.set(name, live);
    this.scheduleUnload(live);
    return live;
  }

  /** Applies an update sent by an editor. Throws RejectedUpdate when it fails validation (nothing stored). */
  async applyClientUpdate(live: LiveDoc, update: Uint8Array, user: SessionUser, conn: object): Promise<void> {
    await this.commit(live, {
      produce: (scratch) => {
        let changed = false;
        scratch.once('update', () => (changed = true));
        Y.applyUpdate(scratch, update);
        // Missing dependencies mean the update builds on one that was rejected (or never sent).
        if (scratch.store.pendingStructs || scratch.store.pendingDs)
          throw new RejectedUpdate('The update depends on changes the server does not have');
        return { update: changed ? update : null, result: undefined };
      },
      userId: user.id,
      fromClient: true,
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
        scratch.on('update', (u: Uint8Array) => parts.push(u));
        const result = mutate(scratch);
        return { update: parts.length ? Y.mergeUpdates(parts) : null, result };
      },
      userId: opts.userId,
      fromClient: false,
      origin: 'rest',
      prepare: opts.prepare,
    });
  }

  private commit<T>(live: LiveDoc, c: Commit<T>): Promise<T> {
    live.lastUsed = Date.now();
    return live.serial(async () => {
      // Unloaded while this waited: run against the freshly loaded copy instead.
      if (live.destroyed) return this.commit(await this.open(live.name), c);
      const outcome = await this.deps.db.transaction().execute(async (trx) => {
        const locked = await lockDocument(trx, live.name);
        if (locked.seq > live.seq) await this.catchUp(trx, live, locked.seq);
        const scratch = new Y.Doc({ gc: true });
        Y.applyUpdate(scratch, Y.encodeStateAsUpdate(live.doc));
        const { update, result } = c.produce(scratch);
        if (!update) return { result, stored: undefined };
        const check = live.kind.validate(scratch, live.state, c.fromClient);
        scratch.destroy();
        if (!check.ok) throw new RejectedUpdate(check.reason);
        const seq = locked.seq + 1;
        await appendUpdate(trx, live.name, seq, update, c.userId);
        await c.prepare?.(trx);
        const projected = await live.kind.project(trx, live.ref.id, check.state, live.state);
        return { result, stored: { seq, update, state: check.state, projected } };
      });
      const { stored } = outcome;
      if (stored) {
        // Only now, with the update durable and projected, does anyone see it.
        live.seq = stored.seq;
        live.state = stored.state;
        Y.applyUpdate(live.doc, stored.update, c.origin);
        this.bus?.publish(live.name, stored.seq, stored.update);
        this.announce(stored.projected);
        if (stored.projected.accessChanged) this.onAccessChanged(live);
        if (live.seq - live.snapshotSeq >= COMPACT_EVERY) void live.serial(() => this.compact(live));
      }
      return outcome.result;
    });
  }

  /** Applies updates stored by another process since this copy last looked. */
  private async catchUp(db: Executor, live: LiveDoc, seq: number): Promise<void> {
    const missed = await updatesSince(db, live.name, live.seq);
    Y.transact(live.doc, () => missed.forEach((u) => Y.applyUpdate(live.doc, u.data)), 'db');
    live.seq = seq;
    const check = live.kind.validate(live.doc, undefined, false);
    if (check.ok) live.state = check.state;
  }

  /** An update another process stored and announced. */
  receiveRemote(name: string, seq: number, update: Uint8Array): void {
    const live = this.docs.get(name);
    if (!live) return;
    void live.serial(async () => {
      Y.applyUpdate(live.doc, update, 'remote');
      if (seq === live.seq + 1) live.seq = seq;
      const check = live.kind.validate(live.doc, undefined, false);
      if (check.ok) live.state = check.state;
    });
  }

  private announce(p: Projected): void {
    for (const { audience, change } of p.changes) this.deps.publisher.publish(audience, change);
  }

  private async compact(live: LiveDoc): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const locked = await lockDocument(trx, live.name);
      if (locked.seq > live.seq) await this.catchUp(trx, live, locked.seq);
      await writeSnapshot(trx, live.name, live.seq, Y.encodeStateAsUpdate(live.doc));
    });
    live.snapshotSeq = live.seq;
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

/** Every stored update reaches every connection but its sender; presence reaches everyone. */
function broadcastFrom(live: LiveDoc): void {
  live.doc.on('update', (update: Uint8Array, origin: unknown) => {
    const msg = updateMessage(update);
    for (const c of live.conns) if (c !== origin) c.send(msg);
  });
  live.awareness.on(
    'update',
    ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      const msg = awarenessMessage(encodeAwarenessUpdate(live.awareness, [...added, ...updated, ...removed]));
      for (const c of live.conns) c.send(msg);
    },
  );
}
