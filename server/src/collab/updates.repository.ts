import type { Executor } from '../db/schema.js';
import './tables.js';

/** The stored form of a document: its compacted snapshot and the updates appended after it. */
export async function loadStored(db: Executor, name: string) {
  const docRow = await db
    .selectFrom('collab_documents')
    .select(['seq', 'snapshot', 'snapshot_seq'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!docRow) return { seq: 0, snapshot_seq: 0, snapshot: null, updates: [] as Uint8Array[] };
  const updates = await updatesSince(db, name, docRow.snapshot_seq);
  return {
    seq: docRow.seq,
    snapshot_seq: docRow.snapshot_seq,
    snapshot: docRow.snapshot,
    updates: updates.map((u) => u.data),
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

/**
 * Locks the document row for this transaction and answers its sequence number. `known` says the row
 * was seen before (one query); otherwise, or when it is gone, it is created first.
 */
export async function lockDocument(
  trx: Executor,
  name: string,
  known = false,
): Promise<{ seq: number; snapshot_seq: number }> {
  const select = () =>
    trx
      .selectFrom('collab_documents')
      .select(['seq', 'snapshot_seq'])
      .where('name', '=', name)
      .forUpdate()
      .executeTakeFirst();
  const row = known ? await select() : undefined;
  if (row) return row;
  await trx
    .insertInto('collab_documents')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const created = await select();
  if (!created) throw new Error(`collaboration document ${name} could not be locked`);
  return created;
}

/**
 * Appends updates after `afterSeq` (one row each, in order) and moves the document's sequence number
 * on, in one statement.
 */
export async function appendUpdates(
  trx: Executor,
  name: string,
  afterSeq: number,
  updates: { update: Uint8Array; userId: string | null }[],
) {
  if (updates.length === 0) return;
  await trx
    .with('appended', (db) =>
      db
        .insertInto('collab_updates')
        .values(
          updates.map((u, i) => ({
            doc_name: name,
            seq: afterSeq + 1 + i,
            data: u.update,
            user_id: u.userId,
          })),
        )
        .returning('seq'),
    )
    .updateTable('collab_documents')
    .set({ seq: afterSeq + updates.length, updated_at: new Date() })
    .where('name', '=', name)
    .execute();
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
