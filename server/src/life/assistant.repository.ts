import { sql } from 'kysely';
import type { Executor } from '../db/schema.js';

// Read-only looks into the work and finance areas' tables, always scoped to the asking user.

export const spendingByCategory = (db: Executor, userId: string, from: string, to: string) =>
  db
    .selectFrom('expenses')
    .select(['category', sql<string>`sum(amount)`.as('total'), sql<number>`count(*)::int`.as('count')])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('category')
    .orderBy(sql`sum(amount)`, 'desc')
    .execute();

export const openTasksDueBy = (db: Executor, userId: string, until: string) =>
  db
    .selectFrom('tasks')
    .select(['title', 'due_date', 'priority'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'completed')
    .where('due_date', 'is not', null)
    .where('due_date', '<=', until)
    .orderBy('due_date')
    .limit(10)
    .execute();

export const upcomingMeetings = (db: Executor, userId: string, from: string, to: string) =>
  db
    .selectFrom('meetings')
    .select(['title', 'date', 'time', 'location'])
    .where('user_id', '=', userId)
    .where('status', '=', 'scheduled')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('time')
    .limit(10)
    .execute();

export const hoursByCategory = (db: Executor, userId: string, from: string, to: string) =>
  db
    .selectFrom('time_entries')
    .select(['category', sql<string>`sum(hours)`.as('hours')])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('category')
    .execute();

export const driftEntries = (db: Executor, userId: string, from: string, to: string) =>
  db
    .selectFrom('time_entries')
    .select(['description', sql<string>`sum(hours)`.as('hours')])
    .where('user_id', '=', userId)
    .where('category', '=', 'waste')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('description')
    .orderBy(sql`sum(hours)`, 'desc')
    .limit(3)
    .execute();

export const activeBudgets = (db: Executor, userId: string) =>
  db
    .selectFrom('budgets')
    .select(['name', 'amount', 'period', 'category'])
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
