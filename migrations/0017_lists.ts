import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go into new migrations.
// Shared lists (issue 14.1): each list is a Yjs document (`list:{id}`) projected into these tables; the
// family's learned categories (item name -> aisle) are shared by all its lists.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sharing', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('lists_family_idx').on('lists').columns(['family_id', 'sharing']).execute();
  await db.schema.createIndex('lists_owner_idx').on('lists').column('owner_id').execute();

  // No foreign key to users: a member who left stays in the document and must not stop its projection.
  await db.schema
    .createTable('list_members')
    .addColumn('list_id', 'uuid', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_members_pk', ['list_id', 'user_id'])
    .execute();
  await db.schema.createIndex('list_members_user_idx').on('list_members').column('user_id').execute();

  await db.schema
    .createTable('list_items')
    .addColumn('list_id', 'uuid', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('category', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('checked', 'boolean', (c) => c.notNull())
    .addColumn('checked_by', 'uuid')
    .addColumn('checked_by_name', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('added_by', 'uuid', (c) => c.notNull())
    .addColumn('added_by_name', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_items_pk', ['list_id', 'id'])
    .execute();

  await db.schema
    .createTable('list_history')
    .addColumn('list_id', 'uuid', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('category', 'text')
    .addColumn('times', 'integer', (c) => c.notNull())
    .addColumn('cleared_at', 'text', (c) => c.notNull())
    .addColumn('cleared_by_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_history_pk', ['list_id', 'key'])
    .execute();

  await db.schema
    .createTable('list_categories')
    .addColumn('family_id', 'uuid', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('list_categories_pk', ['family_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['list_categories', 'list_history', 'list_items', 'list_members', 'lists'])
    await db.schema.dropTable(t).execute();
}
