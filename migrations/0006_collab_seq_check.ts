import { sql, type Kysely } from 'kysely';

// A commit states the sequence number it builds on and sets a negative one when the document moved on
// (another process stored first): this check then refuses the whole statement (see commitUpdates).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table collab_documents add constraint collab_documents_seq_check check (seq >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table collab_documents drop constraint collab_documents_seq_check`.execute(db);
}
