import * as Y from 'yjs';
import { uint32 } from 'lib0/random';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { parseDocName, type Audience, type ChangeEvent } from '@hearth/shared';
import { limits } from './limits.js';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import type { DocKinds, Projection } from './docKind.js';
import { LiveDoc, type Accepted, type DocConnection, type Held } from './liveDoc.js';
import { awarenessMessage } from './messages.js';
import { precheckUpdate, rememberPrechecked, type ParsedEntry } from './precheck.js';
import { changesByAuthor, withoutEdits } from './authors.js';
import { clientsOf, decodeOnce, forget } from './decoded.js';
import { readUpdate } from './updateReader.js';
import { applyRead } from './applyRead.js';
import { findUserById } from '../auth/users.repository.js';
import {
  bindClients,
  clientOwners,
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
/**
 * An update that builds on changes the server does not have (yet), e.g. one sent right after a reconnect
 * before the editor's sync answer: incomplete, not invalid. Its sender is asked for what is missing
 * (a sync step 1) and sends it again with it; it is never told to drop its edits.
 */
export class MissingDependencies extends RejectedUpdate {}

export const COMPACT_EVERY = 500;
/** At most this many updates share one commit (one statement: 4 parameters a row). */
const MAX_BATCH = 1000;
const IDLE_UNLOAD_MS = 30_000;
/** One editor's updates judged together (one transaction, one stored update) at most: this many, or about this many bytes. */
const MAX_GROUP = 500;
const MAX_GROUP_BYTES = 512 * 1024;
/** Yjs clients a loaded document looks up the stored binding of, at most. */
const MAX_LOOKED = 10_000;
/** How many times a commit is tried again after another process stored first. */
const MAX_RETRIES = 5;
/** A commit that failed (database unreachable) is tried again after this long, doubling up to the max. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * The collaboration pipeline. An editor's update is checked against the document's shape (cost: the
 * update), applied to the live copy and validated there (rolled back if refused), then broadcast to the
 * document's editors, then stored with its projection in a group commit (one statement), after which its sender hears
 * "saved up to" (DocConnection.durable), and change events and the bus go out. A REST change holds
 * the document: what waits is stored, then the change is validated, committed, and only then broadcast.
 */
export class CollabService {
  private readonly docs = new Map<string, LiveDoc>();
  private readonly loading = new Map<string, Promise<LiveDoc>>();
  bus: UpdateBus | undefined;
  /** Called after a commit that changed who may open a document. */
  onAccessChanged: (live: LiveDoc) => void = () => undefined;
  /** Called after a batch of updates is stored, with who made them (null: the server). */
  onStored: (live: LiveDoc, editors: (string | null)[]) => void = () => undefined;

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
    live.load([...(stored.snapshot ? [stored.snapshot] : []), ...stored.updates]);
    live.seq = stored.seq;
    const check = live.kind.validate(live.doc, undefined, false);
    // What the projection holds (unknown when invalid: the next projection rewrites all).
    live.state = check.ok ? check.state : undefined;
    for (const c of stored.clients) live.owners.set(Number(c.client_id), c.user_id);
    // Read once; a document loaded while its row is being created (a new plan) reads it at its first commit.
    live.context = await live.kind.context(this.deps.db, ref.id).catch(() => undefined);
    live.latest = live.state;
    live.snapshotSeq = stored.snapshot_seq;
    live.bytes = stored.updates.reduce((n, u) => n + u.byteLength, stored.snapshot?.byteLength ?? 0);
    for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(live.doc)))
      live.durable.set(client, clock);
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

  /**
   * Takes an update sent by an editor: checked, applied and validated on the live copy, broadcast, then
   * stored. Resolves once it is stored; rejects with RejectedUpdate when it is refused (then nothing
   * was broadcast or stored).
   */
  applyClientUpdate(
    live: LiveDoc,
    update: Uint8Array,
    user: SessionUser,
    conn: DocConnection,
  ): Promise<void> {
    live.lastUsed = Date.now();
    // The kind's rules for editors may need the context (plan roles): read it first if it is not yet.
    if (live.context === undefined) {
      live.contextLoading ??= live.kind
        .context(this.deps.db, live.ref.id)
        .then((c) => void (live.context ??= c))
        .finally(() => (live.contextLoading = undefined));
      // A failure (database away) rejects this update like any that cannot be stored now; the next tries again.
      return live.contextLoading.then(() => {
        if (live.context === undefined) throw new RejectedUpdate('The document cannot be edited right now');
        return this.applyClientUpdate(live, update, user, conn);
      });
    }
    live.authors.set(user.id, user);
    // Other members' edits sent back by this editor are judged by their authors' rights: read who they are.
    const unknown = foreignOwners(live, update, user.id).filter((id) => !live.authors.has(id));
    if (unknown.length)
      return Promise.all(
        unknown.map(async (id) => live.authors.set(id, (await findUserById(this.deps.db, id)) ?? user)),
      ).then(
        () => this.applyClientUpdate(live, update, user, conn),
        () => {
          throw new RejectedUpdate('The document cannot be edited right now');
        },
      );
    return new Promise<void>((resolve, reject) => {
      live.held.push({ update, userId: user.id, user, conn, resolve, reject });
      this.scheduleRelease(live);
    });
  }

  /**
   * Updates are judged once the turn of the event loop that brought them is over: a burst from one editor
   * (a socket read holds many messages) is judged, broadcast and stored as one update.
   */
  private scheduleRelease(live: LiveDoc): void {
    if (live.releaseQueued || live.restBusy) return;
    live.releaseQueued = true;
    setImmediate(() => {
      live.releaseQueued = false;
      this.release(live);
    });
  }

  /**
   * Updates one editor sent one after another are judged together: applied in one Yjs transaction (each
   * checked against what the ones before it left), validated once, then broadcast and stored as one
   * update, so a burst costs little more than decoding its parts. Refused as a whole, they are judged one
   * by one, each as if it came alone (one bad update costs only itself).
   */
  private acceptGroup(live: LiveDoc, group: Held[]): void {
    if (live.destroyed) {
      // Unloaded while they waited: they go to the freshly loaded copy.
      this.open(live.name).then(
        (fresh) => {
          fresh.held.push(...group);
          this.scheduleRelease(fresh);
        },
        (err: unknown) => group.forEach((h) => h.reject(err)),
      );
      return;
    }
    if (group.length > 1) {
      let judged: Judged | undefined;
      try {
        judged = this.judge(live, group);
      } catch {
        // judged one by one below
      }
      if (judged) return this.take(live, group, judged);
    }
    for (const h of group) {
      let judged: Judged;
      try {
        judged = this.judge(live, [h]);
      } catch (err) {
        h.reject(err);
        continue;
      }
      this.take(live, [h], judged);
    }
  }

  /** Updates judged valid: broadcast and queued for the group commit (or, holding nothing new, saved). */
  private take(live: LiveDoc, group: Held[], { accepted, clocks }: Judged): void {
    const { conn } = group[0]!;
    conn.expect?.(clocks);
    if (!accepted) {
      // Nothing new (the server has it all): it is saved once what it holds is.
      conn.durable?.(live.durable);
      group.forEach((h) => h.resolve());
      return;
    }
    live.accept(accepted.update, conn);
    live.pending.push(accepted);
    this.scheduleFlush(live);
  }

  /**
   * Checks each of one editor's updates before it is applied (cost: the update), applies them to the
   * live copy in one transaction and validates the result, rolling the copy back when refused (then it
   * throws RejectedUpdate). Answers what to store (null when nothing changed) and the clocks they reach:
   * one update is stored as it came, several as the transaction's update (their merge).
   */
  private judge(live: LiveDoc, group: Held[]): Judged {
    const first = group[0]!;
    const updates = group.map((h) => h.update);
    const size = updates.reduce((n, u) => n + u.byteLength, 0);
    if (live.bytes + size > limits.documentBytes && !live.bytesExact) {
      live.bytes = live.encode().byteLength;
      live.bytesExact = true;
    }
    if (live.bytes + size > limits.documentBytes) throw new RejectedUpdate('The document is full');
    const doc = live.doc;
    const clocks = new Map<number, number>();
    const parsed: ParsedEntry[] = [];
    let applied = false;
    let refusal: RejectedUpdate | undefined;
    let changed = false;
    let merged: Uint8Array | undefined;
    // Whether the transaction changed `doc`, as Yjs decides whether to emit 'update' (something new or
    // newly deleted), without encoding an update for one that came alone.
    const seen = (tr: Y.Transaction) => {
      changed ||=
        tr.deleteSet.clients.size > 0 ||
        [...tr.afterState].some(([client, clock]) => tr.beforeState.get(client) !== clock);
    };
    const encoded = (u: Uint8Array) => (merged = u);
    doc.on('afterTransaction', seen);
    if (group.length > 1) doc.on('update', encoded);
    try {
      Y.transact(doc, () => {
        for (const u of updates) {
          const pre = precheckUpdate(doc, u, live.kind.shape);
          if (!pre.ok) {
            refusal = pre.missing ? new MissingDependencies(pre.reason) : new RejectedUpdate(pre.reason);
            return;
          }
          for (const [client, clock] of pre.clocks)
            if ((clocks.get(client) ?? 0) < clock) clocks.set(client, clock);
          for (const p of pre.parsed) parsed.push(p);
          // Nothing in it (a new editor's answer to sync step 1): nothing to apply.
          const read = decodeOnce(u);
          clientsOf(u); // read again by validateEditors
          forget(u);
          if (read.structs.length === 0 && read.deletes.size === 0) continue;
          applied = true;
          // Its entries as the precheck read them: decoded once.
          applyRead(doc, u, read);
        }
      });
    } catch (err) {
      refusal = new RejectedUpdate(`The update could not be applied: ${(err as Error).message}`);
    } finally {
      doc.off('afterTransaction', seen);
      doc.off('update', encoded);
    }
    const refuse = (err: unknown): never => {
      if (applied) live.rollback();
      throw err;
    };
    if (refusal) refuse(refusal);
    if (doc.store.pendingStructs || doc.store.pendingDs)
      refuse(new MissingDependencies('The update depends on changes the server does not have'));
    if (!changed) return { accepted: null, clocks };
    rememberPrechecked(doc, parsed);
    // Only what depends on the whole state can fail here; then the live copy is rolled back (rare: the
    // connection pays for it from its budget of refusals).
    let check: ReturnType<CollabService['validateEditors']>;
    try {
      check = this.validateEditors(live, doc, first, updates);
    } catch (err) {
      return refuse(err);
    }
    if (!check.ok) return refuse(new RejectedUpdate(check.reason));
    const update = merged ?? first.update;
    live.latest = check.state;
    // Yjs clients seen for the first time belong to this sender from now on (stored with the update).
    const binds = [...clocks.keys()].filter((c) => !live.owners.has(c));
    for (const c of binds) live.owners.set(c, first.userId);
    live.bytes += update.byteLength;
    live.bytesExact = false;
    const accepted: Accepted = {
      update,
      userId: first.userId,
      binds,
      state: check.state,
      clocks,
      resolve: () => group.forEach((h) => h.resolve()),
      reject: () => undefined,
    };
    return { accepted, clocks };
  }

  /**
   * The kind's rules for an editor's update, on the live copy it was applied to. An update that holds
   * other members' edits (sent back after a crash) is judged entry by entry by its authors' rights:
   * for each author, from the state without their edits to the state after the update.
   */
  private validateEditors(live: LiveDoc, doc: Y.Doc, h: Held, updates: Uint8Array[]) {
    const sender = { user: h.user, context: live.context };
    if (live.latest === undefined || updates.every((u) => foreignOwners(live, u, h.userId).length === 0))
      return live.kind.validate(doc, live.latest, true, sender);
    const whole = live.kind.validate(doc, live.latest, false);
    if (!whole.ok) return whole;
    const roots = Object.keys(live.kind.shape.roots);
    const byAuthor = changesByAuthor(
      doc,
      roots,
      live.latest as never,
      whole.state as never,
      (c) => live.owners.get(c),
      h.userId,
    );
    for (const [author, keys] of byAuthor) {
      const editor = { user: live.authors.get(author) ?? h.user, context: live.context };
      const check = live.kind.validate(doc, withoutEdits(whole.state, live.latest, keys), true, editor);
      if (!check.ok) return check;
    }
    return whole;
  }

  /**
   * With other processes (a bus), a Yjs client this process has not seen may have been bound by another
   * one: an editor sending back, after a crash, edits of a member who edited through that process. Its
   * binding is read from the database before the update is judged (once per client; a failure leaves it
   * unknown, as in a single process). Alone, every binding is in memory: nothing to read.
   */
  async learnClients(live: LiveDoc, update: Uint8Array): Promise<void> {
    if (!this.bus) return;
    let clients: number[];
    try {
      clients = clientsOf(update);
    } catch {
      return;
    }
    const unknown = clients.filter((c) => !live.owners.has(c) && !live.looked.has(c));
    // Bounded: a client inventing ids by the thousand gets them judged as its own, unread.
    if (!unknown.length || live.looked.size >= MAX_LOOKED) return;
    for (const c of unknown) live.looked.add(c);
    const rows = await clientOwners(this.deps.db, live.name, unknown).catch(() => []);
    for (const r of rows)
      if (!live.owners.has(Number(r.client_id))) live.owners.set(Number(r.client_id), r.user_id);
  }

  /** Binds Yjs clients nobody owns yet to `userId` (in memory at once; stored in the background). */
  claimClients(live: LiveDoc, clients: number[], userId: string): void {
    const fresh = clients.filter((c) => !live.owners.has(c));
    if (!fresh.length) return;
    for (const c of fresh) live.owners.set(c, userId);
    void bindClients(this.deps.db, live.name, fresh, userId).catch((err: unknown) =>
      this.deps.log.warn({ err, doc: live.name }, 'could not store who a Yjs client belongs to'),
    );
  }

  /** Client updates that waited for a REST change go through now, in the order they came. */
  private release(live: LiveDoc): void {
    while (live.held.length && !live.restBusy) {
      const conn = live.held[0]!.conn;
      let n = 1;
      let bytes = live.held[0]!.update.byteLength;
      while (n < live.held.length && n < MAX_GROUP && live.held[n]!.conn === conn && bytes < MAX_GROUP_BYTES)
        bytes += live.held[n++]!.update.byteLength;
      this.acceptGroup(live, live.held.splice(0, n));
    }
  }

  /**
   * A server-side edit (REST): `mutate` runs against the current state once every accepted update is
   * stored; its update is validated, committed (after `prepare`, in one transaction) and only then
   * broadcast. Answers after the commit.
   */
  async change<T>(
    name: string,
    mutate: (doc: Y.Doc) => T,
    opts: { userId: string; prepare?: (trx: Executor) => Promise<void> },
  ): Promise<T> {
    const live = await this.open(name);
    live.lastUsed = Date.now();
    return live.serial(async () => {
      if (live.destroyed) return this.change(name, mutate, opts);
      live.restBusy = true;
      try {
        await this.flushAll(live);
        const { result, made } = this.draft(live, mutate);
        if (!made) return result;
        const { update } = made;
        const latest = live.latest;
        live.latest = made.state;
        const accepted: Accepted = {
          ...made,
          userId: opts.userId,
          resolve: () => undefined,
          reject: () => undefined,
        };
        try {
          await this.store(live, [accepted], opts.prepare);
        } catch (err) {
          live.latest = latest;
          // It may have been stored after all (an answer lost): the next change must not reuse its ids.
          live.serverClient = uint32();
          throw err;
        }
        live.bytes += update.byteLength;
        live.apply(update);
        return result;
      } finally {
        live.restBusy = false;
        this.release(live);
      }
    });
  }

  /**
   * A server-side change made on a copy of the document (nobody, a joining editor included, sees it before
   * it is stored) and validated there: its update, state and clock (none when it changed nothing).
   */
  private draft<T>(live: LiveDoc, mutate: (doc: Y.Doc) => T) {
    const draft = live.fork();
    const parts: Uint8Array[] = [];
    draft.on('update', (u: Uint8Array) => parts.push(u));
    try {
      const result = mutate(draft);
      if (!parts.length) return { result };
      const check = live.kind.validate(draft, live.latest, false);
      if (!check.ok) throw new RejectedUpdate(check.reason);
      const clocks = new Map([[draft.clientID, Y.getState(draft.store, draft.clientID)]]);
      return { result, made: { update: Y.mergeUpdates(parts), state: check.state, clocks } };
    } finally {
      draft.destroy();
    }
  }

  private scheduleFlush(live: LiveDoc): void {
    if (live.flushQueued) return;
    live.flushQueued = true;
    // In the next turn, after the event loop's I/O: building the commit's statement (milliseconds for a
    // large projection) must not hold back a broadcast the sockets are still writing.
    setImmediate(() =>
      live
        .serial(() => this.flush(live))
        .catch((err: unknown) => this.deps.log.warn({ err }, 'flush failed')),
    );
  }

  /** Stores what is pending; a failure (database away) leaves it pending and tries again later. */
  private async flush(live: LiveDoc): Promise<void> {
    live.flushQueued = false;
    if (live.pending.length === 0 || live.destroyed) return;
    try {
      await this.flushOnce(live);
      live.failures = 0;
      if (live.pending.length) this.scheduleFlush(live);
    } catch (err) {
      live.failures++;
      const delay = Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** (live.failures - 1));
      this.deps.log.warn({ err, doc: live.name, retryInMs: delay }, 'collaboration commit failed');
      setTimeout(() => this.scheduleFlush(live), delay).unref();
    }
  }

  private async flushOnce(live: LiveDoc): Promise<void> {
    const batch = live.pending.slice(0, MAX_BATCH);
    await this.store(live, batch);
    live.pending.splice(0, batch.length);
    for (const a of batch) a.resolve();
  }

  /** Inside a serial step: stores everything pending (throws when the database fails). */
  private async flushAll(live: LiveDoc): Promise<void> {
    while (live.pending.length) await this.flushOnce(live);
  }

  /**
   * Stores a batch of accepted updates and the projection of the state after them in ONE statement (in a
   * transaction only when `prepare` has writes of its own to make first); then the durable clocks move,
   * senders hear "saved", and change events and the bus go out.
   */
  private async store(live: LiveDoc, batch: Accepted[], prepare?: (trx: Executor) => Promise<void>) {
    let state = batch[batch.length - 1]!.state;
    for (let attempt = 0; ; attempt++) {
      try {
        const write = async (db: Executor) => {
          await prepare?.(db);
          const context = live.context ?? (await live.kind.context(db, live.ref.id));
          const projection: Projection =
            state === undefined
              ? { writes: [], changes: [], accessChanged: false }
              : live.kind.project(this.deps.db, live.ref.id, state, live.state, context);
          await commitUpdates(db, live.name, live.seq, batch, projection.writes);
          return { context, projection };
        };
        const { context, projection } = prepare
          ? await this.deps.db.transaction().execute(write)
          : await write(this.deps.db);
        let seq = live.seq + 1;
        live.seq += batch.length;
        live.state = state;
        live.context = context;
        for (const a of batch) {
          for (const [client, clock] of a.clocks)
            if ((live.durable.get(client) ?? 0) < clock) live.durable.set(client, clock);
          this.bus?.publish(live.name, seq++, a.update);
        }
        for (const c of live.conns) c.durable?.(live.durable);
        this.announce(projection);
        if (projection.accessChanged) this.onAccessChanged(live);
        this.onStored(
          live,
          batch.map((a) => a.userId),
        );
        if (live.seq - live.snapshotSeq >= COMPACT_EVERY)
          live
            .serial(() => this.compact(live))
            .catch((err: unknown) => this.deps.log.warn({ err }, 'compaction failed'));
        return;
      } catch (err) {
        if (!(err instanceof SequenceConflict) || attempt >= MAX_RETRIES) throw err;
        // Another process stored first: take what it stored, and validate the merged state again.
        await this.catchUp(this.deps.db, live);
        const check = this.validateMerged(live, batch);
        if (!check.ok)
          this.deps.log.warn({ doc: live.name, reason: check.reason }, 'merged document state is invalid');
        state = check.ok ? check.state : undefined;
        if (check.ok) live.latest = check.state;
      }
    }
  }

  /**
   * The state after what other processes stored and `batch`, on a fork: a REST change's update is not in the
   * live copy until it is stored (an editor's already is, and applying it again changes nothing).
   */
  private validateMerged(live: LiveDoc, batch: Accepted[]) {
    const merged = live.fork();
    try {
      for (const a of batch) Y.applyUpdate(merged, a.update);
      return live.kind.validate(merged, undefined, false);
    } finally {
      merged.destroy();
    }
  }

  /** Applies what other processes stored since this copy last looked. */
  private async catchUp(db: Executor, live: LiveDoc): Promise<void> {
    const missed = await storedSince(db, live.name, live.seq);
    if (!missed) throw new Error(`collaboration document ${live.name} has no row`);
    const updates = [...(missed.snapshot ? [missed.snapshot] : []), ...missed.updates];
    for (const u of updates) {
      live.apply(u);
      mergeClocks(live.durable, u);
    }
    live.seq = missed.seq;
  }

  /** An update another process stored and announced. */
  receiveRemote(name: string, seq: number, update: Uint8Array): void {
    const live = this.docs.get(name);
    if (!live) return;
    void live.serial(async () => {
      if (live.destroyed) return;
      live.apply(update);
      mergeClocks(live.durable, update);
      if (seq === live.seq + 1) live.seq = seq;
      const check = live.kind.validate(live.doc, undefined, false);
      if (check.ok) live.latest = check.state;
      for (const c of live.conns) c.durable?.(live.durable);
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
    // Only a copy that holds nothing unstored becomes the snapshot (else: at a later commit).
    if (live.destroyed || live.pending.length || live.restBusy) return;
    const compacted = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await lockDocument(trx, live.name);
      if (!locked) return undefined;
      if (locked.seq > live.seq) await this.catchUp(trx, live);
      const snapshot = live.encode();
      await writeSnapshot(trx, live.name, live.seq, snapshot);
      return snapshot.byteLength;
    });
    if (compacted !== undefined) {
      live.snapshotSeq = live.seq;
      live.bytes = compacted;
      live.bytesExact = true;
    }
  }

  /** Unloads a document nobody has open for a while (compacting it first). */
  scheduleUnload(live: LiveDoc): void {
    clearTimeout(live.idleTimer);
    if (live.conns.size > 0) return;
    live.idleTimer = setTimeout(() => {
      void live.serial(async () => {
        if (live.conns.size > 0 || this.docs.get(live.name) !== live) return;
        if (Date.now() - live.lastUsed < IDLE_UNLOAD_MS || live.pending.length || live.held.length)
          return this.scheduleUnload(live);
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

/** What judging an editor's updates answers: what to store (null: nothing new) and the clocks they reach. */
type Judged = { accepted: Accepted | null; clocks: Map<number, number> };

type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };

/** The users other than `sender` whose Yjs clients have changes in an update (none for a malformed one). */
function foreignOwners(live: LiveDoc, update: Uint8Array, sender: string): string[] {
  let clients: number[];
  try {
    clients = clientsOf(update);
  } catch {
    return [];
  }
  const owners = new Set<string>();
  for (const c of clients) {
    const owner = live.owners.get(c);
    if (owner !== undefined && owner !== sender) owners.add(owner);
  }
  return [...owners];
}

/** Moves durable clocks on by what a stored update holds. */
function mergeClocks(durable: Map<number, number>, update: Uint8Array): void {
  for (const s of readUpdate(update).structs) {
    const end = s.clock + s.length;
    if ((durable.get(s.client) ?? 0) < end) durable.set(s.client, end);
  }
}

/** Presence reaches everyone (updates reach editors through LiveDoc.apply). */
function broadcastFrom(live: LiveDoc): void {
  live.awareness.on('update', ({ added, updated, removed }: AwarenessChanges) => {
    const msg = awarenessMessage(encodeAwarenessUpdate(live.awareness, [...added, ...updated, ...removed]));
    for (const c of live.conns) c.send(msg);
  });
}
