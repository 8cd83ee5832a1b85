import { sql, type Kysely } from 'kysely';

const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const createdAt = (c: any) => c.notNull().defaultTo(sql`now()`);
const family = (c: any) => c.notNull().references('families.id').onDelete('cascade');
const owner = (c: any) => c.notNull().references('users.id').onDelete('cascade');
const text = (c: any) => c.notNull().defaultTo('');

// Family hub (family-scoped), profile columns and avatars, notification preferences and sent reminders,
// trackers with readings, time blocks.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('avatar_type', 'text', (c) => c.notNull().defaultTo('default'))
    .execute();

  await db.schema
    .createTable('user_avatars')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('children')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer')
    .addColumn('grade', 'text', text)
    .addColumn('school', 'text', text)
    .addColumn('allergies', 'text', text)
    .addColumn('medical_notes', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('children_family_idx').on('children').column('family_id').execute();

  await db.schema
    .createTable('school_schedules')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('location', 'text', text)
    .addColumn('days', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('assigned_to', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('school_schedules_family_idx')
    .on('school_schedules')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('kid_activities')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('sport'))
    .addColumn('schedule', 'text', text)
    .addColumn('location', 'text', text)
    .addColumn('coach_name', 'text', text)
    .addColumn('coach_phone', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('kid_activities_family_idx').on('kid_activities').column('family_id').execute();

  await db.schema
    .createTable('caregivers')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('babysitter'))
    .addColumn('phone', 'text', text)
    .addColumn('email', 'text', text)
    .addColumn('rate', 'numeric(12, 2)')
    .addColumn('rate_type', 'text', (c) => c.notNull().defaultTo('hourly'))
    .addColumn('venmo', 'text', text)
    .addColumn('zelle', 'text', text)
    .addColumn('notes', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('caregivers_family_idx').on('caregivers').column('family_id').execute();

  await db.schema
    .createTable('school_contacts')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('teacher'))
    .addColumn('school', 'text', text)
    .addColumn('email', 'text', text)
    .addColumn('phone', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('school_contacts_family_idx')
    .on('school_contacts')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('reminders_sent')
    .addColumn('user_id', 'uuid', owner)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', createdAt)
    .addPrimaryKeyConstraint('reminders_sent_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('trackers')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', text)
    .addColumn('unit', 'text', text)
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#2563eb'))
    .addColumn('display_in_ticker', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('trackers_user_idx').on('trackers').column('user_id').execute();

  await db.schema
    .createTable('tracker_readings')
    .addColumn('id', 'uuid', id)
    .addColumn('tracker_id', 'uuid', (c) => c.notNull().references('trackers.id').onDelete('cascade'))
    .addColumn('value', sql`numeric(18, 4)`, (c) => c.notNull())
    .addColumn('note', 'text', text)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('tracker_readings_tracker_idx')
    .on('tracker_readings')
    .columns(['tracker_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('time_blocks')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('days', sql`text[]`, (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('time_blocks_user_idx').on('time_blocks').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'time_blocks',
    'tracker_readings',
    'trackers',
    'reminders_sent',
    'notification_preferences',
    'school_contacts',
    'caregivers',
    'kid_activities',
    'school_schedules',
    'children',
    'user_avatars',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('users').dropColumn('avatar_type').dropColumn('role').execute();
}
