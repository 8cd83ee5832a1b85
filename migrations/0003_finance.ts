import { sql, type Kysely } from 'kysely';

// Finance: expenses, receipts, credit cards, recurring charges, bank accounts, budgets, credit watch, alerts.
const owner = (c: any) => c.notNull().references('users.id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('merchant_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total', 'numeric(12, 2)')
    .addColumn('receipt_date', 'date')
    .addColumn('ocr_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('image', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('receipts_user_idx').on('receipts').column('user_id').execute();

  await db.schema
    .createTable('expenses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('receipt_id', 'uuid', (c) => c.references('receipts.id').onDelete('set null'))
    // Statement import: where a row came from, to never import it twice.
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('import_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('expenses_user_date_idx').on('expenses').columns(['user_id', 'date']).execute();
  await db.schema
    .createIndex('expenses_user_import_key_uq')
    .on('expenses')
    .columns(['user_id', 'import_key'])
    .unique()
    .where(sql.ref('import_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('credit_cards')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('card_name', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull().defaultTo('visa'))
    .addColumn('is_mock', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('credit_cards_user_idx').on('credit_cards').column('user_id').execute();

  await db.schema
    .createTable('recurring_charges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('subscription'))
    .addColumn('next_billing_date', 'date', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('recurring_charges_user_idx')
    .on('recurring_charges')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('checking'))
    .addColumn('institution', 'text', (c) => c.notNull())
    .addColumn('balance', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('is_linked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_accounts_user_idx').on('bank_accounts').column('user_id').execute();

  await db.schema
    .createTable('budgets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('general'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('budgets_user_idx').on('budgets').column('user_id').execute();

  await db.schema
    .createTable('credit_watch_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('credit_score_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('security_alerts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', owner)
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Which rule and subject raised it, so the same finding is not raised twice.
    .addColumn('rule_key', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('security_alerts_user_idx')
    .on('security_alerts')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'security_alerts',
    'credit_watch_settings',
    'budgets',
    'bank_accounts',
    'recurring_charges',
    'credit_cards',
    'expenses',
    'receipts',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
