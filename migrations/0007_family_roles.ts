import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new migrations.
// Family roles (DESIGN §3): the first member of each existing family becomes its owner, everyone else an adult.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('family_role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('owner')
        .check(sql`family_role in ('owner', 'admin', 'adult', 'teen', 'child', 'caregiver')`),
    )
    .execute();
  await sql`
    update users set family_role = 'adult'
    where id not in (select distinct on (family_id) id from users order by family_id, created_at, id)
  `.execute(db);
  await db.schema
    .alterTable('family_invites')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('adult')
        .check(sql`role in ('admin', 'adult', 'teen', 'child', 'caregiver')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('family_invites').dropColumn('role').execute();
  await db.schema.alterTable('users').dropColumn('family_role').execute();
}
