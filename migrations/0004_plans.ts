import { sql, type Kysely } from 'kysely';

// Plans, bookings, shared expenses, participants and turn rotations are projections of Yjs documents
// (collab_documents + collab_updates); payment methods, wallets and invitations are plain rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collab_documents')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot', 'bytea')
    .addColumn('snapshot_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('collab_updates')
    .addColumn('doc_name', 'text', (c) => c.notNull().references('collab_documents.name').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('collab_updates_pk', ['doc_name', 'seq'])
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('family_id', 'uuid', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event_captain_name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('budget', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('total_spent', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('plans_family_idx').on('plans').columns(['family_id', 'privacy']).execute();
  await db.schema.createIndex('plans_owner_idx').on('plans').column('owner_id').execute();

  await db.schema
    .createTable('plan_participants')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_participants_pk', ['plan_id', 'id'])
    .execute();
  await db.schema
    .createIndex('plan_participants_user_idx')
    .on('plan_participants')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('booking_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('date', 'date')
    .addColumn('time', 'text')
    .addColumn('cost', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('ai_booking_used', 'boolean', (c) => c.notNull())
    .addColumn('ai_provider', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookings_pk', ['plan_id', 'id'])
    .execute();

  await db.schema
    .createTable('shared_expenses')
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('total_amount', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('paid_by', 'text', (c) => c.notNull())
    .addColumn('split_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_expenses_pk', ['plan_id', 'id'])
    .execute();
  await db.schema
    .createTable('shared_expense_shares')
    .addColumn('plan_id', 'uuid', (c) => c.notNull())
    .addColumn('expense_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_owed', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('paid', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_expense_shares_pk', ['plan_id', 'expense_id', 'position'])
    .addForeignKeyConstraint(
      'shared_expense_shares_expense_fk',
      ['plan_id', 'expense_id'],
      'shared_expenses',
      ['plan_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('plan_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('inviter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inviter_name', 'text', (c) => c.notNull())
    .addColumn('invitee_name', 'text', (c) => c.notNull())
    .addColumn('invitee_email', 'text')
    .addColumn('invitee_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invitee_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('turn_rotations')
    .addColumn('family_id', 'uuid', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('participants', 'jsonb', (c) => c.notNull())
    .addColumn('current_turn_index', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('turn_rotations_pk', ['family_id', 'id'])
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_methods_user_idx').on('payment_methods').column('user_id').execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'wallets',
    'payment_methods',
    'turn_rotations',
    'plan_invitations',
    'shared_expense_shares',
    'shared_expenses',
    'bookings',
    'plan_participants',
    'plans',
    'collab_updates',
    'collab_documents',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
