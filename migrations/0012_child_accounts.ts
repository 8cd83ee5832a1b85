import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new migrations.
// Child accounts (issue 14.3): a parent adds a child who signs in with a username and a PIN, no email.
// Such an account has no email (NULL; the unique constraint allows many NULLs); its PIN is hashed into
// password_hash like a password; its username is its sign-in name, unique over every child account of the
// server (case-insensitive), so the sign-in page needs no family identifier.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .alterColumn('email', (c) => c.dropNotNull())
    .execute();
  await sql`create unique index users_pin_username_idx on users (lower(username)) where email is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_pin_username_idx`.execute(db);
  await sql`delete from users where email is null`.execute(db);
  await db.schema
    .alterTable('users')
    .alterColumn('email', (c) => c.setNotNull())
    .execute();
}
