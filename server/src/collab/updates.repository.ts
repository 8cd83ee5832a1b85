import { sql, type Compilable } from 'kysely';
import { runPrepared } from '../db/prepared.js';
import type { Executor } from '../db/schema.js';
import './tables.js';

/** The stored form of a document: its compacted snapshot and the updates appended after it. */
export async function loadStored(db: Executor, name: string) {
  const docRow = await db
    .selectFrom('collab_documents')
    .select(['seq', 'snapshot', 'snapshot_seq'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!docRow)
    return {
      exists: false,
      seq: 0,
      snapshot_seq: 0,
      snapshot: null,
      updates: [] as Uint8Array[],
      clients: [] as { client_id: number; user_id: string }[],
    };
  const [updates, clients] = await Promise.all([
    updatesSince(db, name, docRow.snapshot_seq),
    db.selectFrom('collab_clients').select(['client_id', 'user_id']).where('doc_name', '=', name).execute(),
  ]);
  return {
    exists: true,
    seq: docRow.seq,
    snapshot_seq: docRow.snapshot_seq,
    snapshot: docRow.snapshot,
    updates: updates.map((u) => u.data),
    clients,
  };
}

export function updatesSince(db: Executor, name: string, seq: number) {
  return db
    .selectFrom('collab_updates')
    .select(['seq', 'data'])
    .where('doc_name', '=', name)
    .where('seq', '>', seq)
    .orderBy('seq')
    .execute();
}

/** Creates the document's row if it has none (before its first commit). */
export async function ensureDocument(db: Executor, name: string): Promise<void> {
  await db
    .insertInto('collab_documents')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Locks the document row for this transaction and answers its sequence numbers (undefined: no row). */
export function lockDocument(trx: Executor, name: string) {
  return trx
    .selectFrom('collab_documents')
    .select(['seq', 'snapshot_seq'])
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * What was stored after `seq`: the document's sequence number, its snapshot when that covers updates
 * past `seq` (another process compacted them away), and the updates after both.
 */
export async function storedSince(db: Executor, name: string, seq: number) {
  const row = await db
    .selectFrom('collab_documents')
    .select(['seq', 'snapshot_seq'])
    .select((eb) => eb.case().when('snapshot_seq', '>', seq).then(eb.ref('snapshot')).end().as('snapshot'))
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  const updates = await updatesSince(db, name, Math.max(seq, row.snapshot_seq));
  return { seq: row.seq, snapshot: row.snapshot, updates: updates.map((u) => u.data) };
}

/** Who the given Yjs clients of a document belong to, as stored (clients nobody claimed are absent). */
export function clientOwners(db: Executor, name: string, clients: number[]) {
  return db
    .selectFrom('collab_clients')
    .select(['client_id', 'user_id'])
    .where('doc_name', '=', name)
    .where('client_id', 'in', clients)
    .execute();
}

/** Records that Yjs clients belong to a user (the first binding of a client stays). */
export async function bindClients(db: Executor, name: string, clients: number[], userId: string) {
  await db
    .insertInto('collab_clients')
    .values(clients.map((client_id) => ({ doc_name: name, client_id, user_id: userId })))
    .onConflict((oc) => oc.columns(['doc_name', 'client_id']).doNothing())
    .execute();
}

/** Raised when the document moved on since `afterSeq`: catch up, validate again, retry. */
export class SequenceConflict extends Error {}

/**
 * Stores updates after `afterSeq` and runs the projection's writes, all in ONE statement (atomic on its
 * own, so an editor's commit costs one round trip): the document's sequence number moves on only if it
 * still is `afterSeq`; otherwise the seq check (or the updates' primary key) refuses the whole statement
 * and SequenceConflict is thrown.
 */
export async function commitUpdates(
  db: Executor,
  name: string,
  afterSeq: number,
  updates: { update: Uint8Array; userId: string | null; binds?: number[] }[],
  writes: Compilable[],
): Promise<void> {
  const newSeq = afterSeq + updates.length;
  const guard = db
    .updateTable('collab_documents')
    .set({
      seq: sql<number>`case when seq = ${afterSeq} then ${newSeq} else -1 end`,
      updated_at: new Date(),
    })
    .where('name', '=', name)
    .returning('seq');
  const append = db
    .insertInto('collab_updates')
    .values(
      updates.map((u, i) => ({ doc_name: name, seq: afterSeq + 1 + i, data: u.update, user_id: u.userId })),
    );
  // Yjs clients first seen in these updates belong to their senders from now on.
  const binds = updates.flatMap((u) =>
    u.userId ? (u.binds ?? []).map((client_id) => ({ doc_name: name, client_id, user_id: u.userId! })) : [],
  );
  const bind = binds.length
    ? [
        db
          .insertInto('collab_clients')
          .values(binds)
          .onConflict((oc) => oc.columns(['doc_name', 'client_id']).doNothing()),
      ]
    : [];
  const parts = [guard, append, ...bind, ...writes].map((w, i) => sql`${sql.ref(`w${i}`)} as (${w})`);
  try {
    const { rows } = await runPrepared(db, sql<{ seq: number }>`with ${sql.join(parts)} select seq from w0`);
    if (rows.length === 0) throw new Error(`collaboration document ${name} has no row`);
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (
      (e.code === '23514' && e.constraint === 'collab_documents_seq_check') ||
      (e.code === '23505' && e.constraint === 'collab_updates_pk')
    )
      throw new SequenceConflict(`collaboration document ${name} moved on from ${afterSeq}`);
    throw err;
  }
}

/** Replaces the updates up to `seq` by one snapshot of the document's state. */
export async function writeSnapshot(trx: Executor, name: string, seq: number, snapshot: Uint8Array) {
  await trx
    .updateTable('collab_documents')
    .set({ snapshot, snapshot_seq: seq })
    .where('name', '=', name)
    .execute();
  await trx.deleteFrom('collab_updates').where('doc_name', '=', name).where('seq', '<=', seq).execute();
}
