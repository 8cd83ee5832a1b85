import { sql, type Kysely } from 'kysely';

// A chore's stand-ins (one occurrence handed to another member: date -> who), projected from the chores
// document like the rest of the chore.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chores')
    .addColumn('stand_ins', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chores').dropColumn('stand_ins').execute();
}
