import { sql, type Kysely } from 'kysely';

const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
const createdAt = (c: any) => c.notNull().defaultTo(sql`now()`);
const family = (c: any) => c.notNull().references('families.id').onDelete('cascade');
const member = (c: any) => c.references('users.id').onDelete('set null');
const text = (c: any) => c.notNull().defaultTo('');

// Recurrence (an RRULE on tasks, meetings and family events, with per-occurrence overrides), family
// events, calendar subscriptions, and who drives a school run or takes a kid to an activity (with the
// activity's days and times) so clashes with that adult's meetings can be found.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('rrule', 'text').execute();
  // The first due date of a repeating task's series: the rule counts from it (COUNT, INTERVAL).
  await db.schema.alterTable('tasks').addColumn('series_start', 'date').execute();
  await db.schema.alterTable('meetings').addColumn('rrule', 'text').execute();

  await db.schema
    .createTable('family_events')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('created_by', 'uuid', member)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('all_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('location', 'text', text)
    .addColumn('member_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('rrule', 'text')
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('family_events_family_idx').on('family_events').column('family_id').execute();

  // One changed or cancelled occurrence of a repeating meeting or family event (RECURRENCE-ID / EXDATE).
  await db.schema
    .createTable('occurrence_overrides')
    .addColumn('id', 'uuid', id)
    .addColumn('meeting_id', 'uuid', (c) => c.references('meetings.id').onDelete('cascade'))
    .addColumn('family_event_id', 'uuid', (c) => c.references('family_events.id').onDelete('cascade'))
    .addColumn('recurrence_date', 'date', (c) => c.notNull())
    .addColumn('cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('title', 'text')
    .addColumn('date', 'date')
    .addColumn('time', 'text')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addCheckConstraint(
      'occurrence_overrides_one_series',
      sql`(meeting_id is null) <> (family_event_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('occurrence_overrides_meeting_idx')
    .unique()
    .on('occurrence_overrides')
    .columns(['meeting_id', 'recurrence_date'])
    .execute();
  await db.schema
    .createIndex('occurrence_overrides_family_event_idx')
    .unique()
    .on('occurrence_overrides')
    .columns(['family_event_id', 'recurrence_date'])
    .execute();

  await db.schema
    .createTable('calendar_subscriptions')
    .addColumn('id', 'uuid', id)
    .addColumn('family_id', 'uuid', family)
    .addColumn('created_by', 'uuid', member)
    // Whose calendar it is; null: the whole family's.
    .addColumn('member_id', 'uuid', member)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    // The last calendar fetched or uploaded that parsed.
    .addColumn('body', 'text')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_fetched_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('next_fetch_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('calendar_subscriptions_family_idx')
    .on('calendar_subscriptions')
    .column('family_id')
    .execute();

  await db.schema.alterTable('school_schedules').addColumn('assignee_id', 'uuid', member).execute();
  await db.schema.alterTable('kid_activities').addColumn('assignee_id', 'uuid', member).execute();
  await db.schema
    .alterTable('kid_activities')
    .addColumn('days', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema.alterTable('kid_activities').addColumn('start_time', 'text').execute();
  await db.schema.alterTable('kid_activities').addColumn('end_time', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['end_time', 'start_time', 'days', 'assignee_id'])
    await db.schema.alterTable('kid_activities').dropColumn(c).execute();
  await db.schema.alterTable('school_schedules').dropColumn('assignee_id').execute();
  await db.schema.dropTable('calendar_subscriptions').execute();
  await db.schema.dropTable('occurrence_overrides').execute();
  await db.schema.dropTable('family_events').execute();
  await db.schema.alterTable('meetings').dropColumn('rrule').execute();
  await db.schema.alterTable('tasks').dropColumn('series_start').execute();
  await db.schema.alterTable('tasks').dropColumn('rrule').execute();
}
