import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';
import '../notify/tables.js';
import '../finance/tables.js';
import '../chores/chores.tables.js';

// Read-only looks into other areas' tables (tasks and meetings: work; chores and turn rotations: chores; recurring
// charges: finance).

export const usersByIds = (db: Executor, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('users')
        .select(['id', 'family_id', 'timezone', 'email', 'name', 'family_role'])
        .where('id', 'in', ids)
        .execute()
    : Promise.resolve([]);

/**
 * Members reachable with Hearth closed: a subscribed device, or an ntfy topic or email chosen for some scheduled
 * category (security alerts and plan edits are sent as they happen, not by the scheduler).
 */
export const usersWithOffPageChannels = async (db: Executor): Promise<string[]> =>
  (
    await db
      .selectFrom('push_subscriptions')
      .select('user_id')
      .union(
        db
          .selectFrom('notification_preferences')
          .select('user_id')
          .where(
            sql<boolean>`settings->>'ntfy_topic_url' is not null or ((settings->'delivery') - 'security' - 'plan_edit')::text like '%"email"%' or settings->>'email_digest' = 'true'`,
          ),
      )
      .execute()
  ).map((r) => r.user_id);

export const tasksDueOn = (db: Executor, userId: string, date: string) =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'priority'])
    .where('user_id', '=', userId)
    .where('due_date', '=', date)
    .where('status', '<>', 'completed')
    .execute();

export const meetingsOn = (db: Executor, userId: string, date: string) =>
  db
    .selectFrom('meetings')
    .select(['id', 'title', 'time', 'location'])
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .where('status', '=', 'scheduled')
    .execute();

export const familySchedulesOn = (db: Executor, familyId: string, weekday: string) =>
  db
    .selectFrom('school_schedules')
    .innerJoin('children', 'children.id', 'school_schedules.child_id')
    .leftJoin('users', 'users.id', 'school_schedules.assignee_id')
    .select([
      'school_schedules.id',
      'school_schedules.type',
      'school_schedules.time',
      'school_schedules.location',
      'school_schedules.assigned_to',
      'school_schedules.assignee_id',
      'users.name as assignee_name',
      'children.name as child_name',
    ])
    .where('school_schedules.family_id', '=', familyId)
    .where(sql<boolean>`${weekday} = any(school_schedules.days)`)
    .execute();

/** My active recurring charges billed between `from` and `to` (inclusive), dates as 'YYYY-MM-DD'. */
export const chargesBilledBetween = (db: Executor, userId: string, from: string, to: string) =>
  db
    .selectFrom('recurring_charges')
    .select([
      'id',
      'name',
      'amount',
      sql<string>`to_char(next_billing_date, 'YYYY-MM-DD')`.as('billing_date'),
    ])
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .where('next_billing_date', '>=', from)
    .where('next_billing_date', '<=', to)
    .execute();

export const familyActivities = (db: Executor, familyId: string) =>
  db
    .selectFrom('kid_activities')
    .innerJoin('children', 'children.id', 'kid_activities.child_id')
    .select([
      'kid_activities.id',
      'kid_activities.name',
      'kid_activities.schedule',
      'kid_activities.location',
      'children.name as child_name',
    ])
    .where('kid_activities.family_id', '=', familyId)
    .execute();

/** The names of a family's members (a school run's `assigned_to` may name one of them). */
export const familyMemberNames = async (db: Executor, familyId: string): Promise<string[]> =>
  (await db.selectFrom('users').select('name').where('family_id', '=', familyId).execute()).map(
    (r) => r.name,
  );

/** The family's chores (turn rotations are those without a schedule). */
export const familyChores = (db: Executor, familyId: string) =>
  db
    .selectFrom('chores')
    .select([
      'id',
      'name',
      'members',
      'turn',
      'mode',
      'rrule',
      'start_date',
      'due_time',
      'points',
      'created_at',
      'stand_ins',
    ])
    .where('family_id', '=', familyId)
    .execute();

/** The days a family's chores were done on, from `from` (a local date). */
export const choresDoneSince = (db: Executor, familyId: string, from: string) =>
  db
    .selectFrom('chore_completions')
    .select(['chore_id', 'date'])
    .where('family_id', '=', familyId)
    .where('date', '>=', from)
    .execute();

/** Records that a reminder went out; false when it already had (so each goes out once, across processes). */
export const claimReminder = async (db: Executor, userId: string, key: string): Promise<boolean> =>
  (await db
    .insertInto('reminders_sent')
    .values({ user_id: userId, key })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst()) !== undefined;
