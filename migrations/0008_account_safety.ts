import { sql, type Kysely } from 'kysely';

// Account safety: an email change waits for its link (pending_email), a forgotten password is reset by
// a mailed single-use token, and every session has an id, its device and when it was last seen.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pending_email', 'text')
    .addColumn('pending_email_token_hash', 'text')
    .addColumn('pending_email_expires_at', 'timestamptz')
    .addColumn('reset_token_hash', 'text')
    .addColumn('reset_expires_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('id')
    .dropColumn('user_agent')
    .dropColumn('last_seen_at')
    .execute();
  await db.schema
    .alterTable('users')
    .dropColumn('pending_email')
    .dropColumn('pending_email_token_hash')
    .dropColumn('pending_email_expires_at')
    .dropColumn('reset_token_hash')
    .dropColumn('reset_expires_at')
    .execute();
}
