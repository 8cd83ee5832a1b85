import type { Kysely } from 'kysely';

// Who each Yjs client of a document belongs to (bound at its first accepted update): an editor that sends
// back another member's edits the server lost (after a crash) has them judged by their author's rights.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collab_clients')
    .addColumn('doc_name', 'text', (c) => c.notNull().references('collab_documents.name').onDelete('cascade'))
    .addColumn('client_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('collab_clients_pk', ['doc_name', 'client_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collab_clients').execute();
}
