import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

export interface DashboardCounts {
  tasks_total: number;
  tasks_completed: number;
  tasks_pending: number;
  projects_total: number;
  projects_active: number;
  meetings_total: number;
  meetings_upcoming: number;
  hours_work: number;
  hours_personal: number;
  hours_downtime: number;
  hours_waste: number;
}

/** Every count and sum of the work data in one round trip (each a single aggregate over the user's rows). */
export async function dashboardCounts(db: Executor, userId: string, today: string): Promise<DashboardCounts> {
  const { rows } = await sql<DashboardCounts>`
    select t.tasks_total, t.tasks_completed, t.tasks_pending,
           p.projects_total, p.projects_active,
           m.meetings_total, m.meetings_upcoming,
           e.hours_work, e.hours_personal, e.hours_downtime, e.hours_waste
    from
      (select count(*) as tasks_total,
              count(*) filter (where status = 'completed') as tasks_completed,
              count(*) filter (where status = 'pending') as tasks_pending
         from tasks where user_id = ${userId}) t,
      (select count(*) as projects_total,
              count(*) filter (where status = 'active') as projects_active
         from projects where user_id = ${userId}) p,
      (select count(*) as meetings_total,
              count(*) filter (where status = 'scheduled' and date >= ${today}::date) as meetings_upcoming
         from meetings where user_id = ${userId}) m,
      (select coalesce(sum(hours) filter (where category = 'work'), 0) as hours_work,
              coalesce(sum(hours) filter (where category = 'personal'), 0) as hours_personal,
              coalesce(sum(hours) filter (where category = 'downtime'), 0) as hours_downtime,
              coalesce(sum(hours) filter (where category = 'waste'), 0) as hours_waste
         from time_entries where user_id = ${userId}) e
  `.execute(db);
  return rows[0]!;
}

export interface TaskTimeRow {
  task: string;
  estimate: number;
  spent: number;
}

/** Tasks with an estimate whose linked time entries exceed it, largest overrun first. */
export async function overrunTasks(db: Executor, userId: string, limit: number): Promise<TaskTimeRow[]> {
  const { rows } = await sql<TaskTimeRow>`
    select t.title as task, t.time_estimate as estimate, sum(e.hours) as spent
      from tasks t
      join time_entries e on e.task_id = t.id and e.user_id = t.user_id
     where t.user_id = ${userId} and t.time_estimate is not null
     group by t.id, t.title, t.time_estimate
    having sum(e.hours) > t.time_estimate
     order by sum(e.hours) - t.time_estimate desc, t.title
     limit ${limit}
  `.execute(db);
  return rows;
}

export interface FinanceSums {
  total_expenses: number;
  month_expenses: number;
  monthly_active: number;
  yearly_active: number;
}

/** Expense and active recurring-charge sums from the finance tables (migration 0003). */
export async function financeSums(
  db: Executor,
  userId: string,
  monthStart: string,
  nextMonthStart: string,
): Promise<FinanceSums> {
  const { rows } = await sql<FinanceSums>`
    select
      (select coalesce(sum(amount), 0) from expenses where user_id = ${userId}) as total_expenses,
      (select coalesce(sum(amount), 0) from expenses
        where user_id = ${userId} and date >= ${monthStart}::date and date < ${nextMonthStart}::date) as month_expenses,
      (select coalesce(sum(amount), 0) from recurring_charges
        where user_id = ${userId} and is_active and frequency = 'monthly') as monthly_active,
      (select coalesce(sum(amount), 0) from recurring_charges
        where user_id = ${userId} and is_active and frequency = 'yearly') as yearly_active
  `.execute(db);
  return rows[0]!;
}
