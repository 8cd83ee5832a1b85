import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new migrations.
// Security alerts and plan-edit notifications (issue 16.4):
// - known_devices: the browsers (a long-lived random cookie, hashed) that have signed in to an account, so a
//   sign-in from a new one can be announced;
// - plan_unfollows: members follow the plans they belong to unless they turned it off;
// - plan_edit_notices: when followers last heard of one editor's edits of a plan (claimed in one statement,
//   so one notice per plan per editor per few minutes, even with several processes).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
    .execute();

  await db.schema
    .createTable('plan_unfollows')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('plan_unfollows_pk', ['plan_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('plan_edit_notices')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('editor_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_edit_notices_pk', ['plan_id', 'editor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plan_edit_notices').execute();
  await db.schema.dropTable('plan_unfollows').execute();
  await db.schema.dropTable('known_devices').execute();
}
