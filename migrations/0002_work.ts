import { sql, type Kysely } from 'kysely';

// The work suite: tasks, meetings, projects, contacts, time entries, the time clock and calendar feeds.
export async function up(db: Kysely<any>): Promise<void> {
  const base = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'));
  const stamps = { created: sql`now()` };

  await base('tasks')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('work')
        .check(sql`type in ('work', 'personal')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'in_progress', 'completed')`),
    )
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(sql`priority in ('low', 'medium', 'high')`),
    )
    .addColumn('due_date', 'date')
    .addColumn('time_estimate', sql`numeric(8,2)`)
    .addColumn('is_downtime', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(stamps.created))
    .execute();
  await db.schema.createIndex('tasks_user_due_idx').on('tasks').columns(['user_id', 'due_date']).execute();

  await base('meetings')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('meeting')
        .check(sql`type in ('meeting', 'appointment', 'reservation')`),
    )
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('duration', sql`numeric(6,2)`)
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'completed', 'cancelled')`),
    )
    .addColumn('platform', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`platform in ('none', 'google_meet', 'zoom', 'teams', 'builtin')`),
    )
    .addColumn('meeting_link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(stamps.created))
    .execute();
  await db.schema.createIndex('meetings_user_date_idx').on('meetings').columns(['user_id', 'date']).execute();

  await base('projects')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'on_hold', 'completed')`),
    )
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('budget', sql`numeric(12,2)`)
    .addColumn('actual_cost', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(stamps.created))
    .execute();
  await db.schema.createIndex('projects_user_idx').on('projects').column('user_id').execute();

  await base('contacts')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('work')
        .check(sql`category in ('work', 'life')`),
    )
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(stamps.created))
    .execute();
  await db.schema.createIndex('contacts_user_idx').on('contacts').column('user_id').execute();

  await base('time_entries')
    .addColumn('task_id', 'uuid', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('work')
        .check(sql`category in ('work', 'personal', 'downtime', 'waste')`),
    )
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_per_hour', sql`numeric(12,2)`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(stamps.created))
    .execute();
  await db.schema
    .createIndex('time_entries_user_date_idx')
    .on('time_entries')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema.createIndex('time_entries_task_idx').on('time_entries').column('task_id').execute();

  // One running session per user; pause is kept here so every tab and device shows the same clock.
  await db.schema
    .createTable('time_clock_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('work')
        .check(sql`category in ('work', 'personal', 'downtime')`),
    )
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('paused_at', 'timestamptz')
    .addColumn('paused_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'calendar_feeds',
    'time_clock_sessions',
    'time_entries',
    'contacts',
    'projects',
    'meetings',
    'tasks',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
