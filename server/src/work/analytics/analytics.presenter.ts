import {
  percent,
  productivityRate,
  recurringFromSums,
  timeEfficiency,
  topDriftTasks,
  totalHours,
  valueScaleInsight,
  valueScaleScore,
  type DashboardAnalytics,
} from '@hearth/shared';
import type { DashboardCounts, FinanceSums, TaskTimeRow } from './analytics.repository.js';

const cents = (n: number) => Math.round(Number(n) * 100) / 100;

/** The analytics object of SPEC §3 from the SQL aggregates; the definitions are in shared/domain/work/valueScale.ts. */
export function presentDashboard(
  c: DashboardCounts,
  drift: TaskTimeRow[],
  f: FinanceSums,
): DashboardAnalytics {
  const hours = {
    work: Number(c.hours_work),
    personal: Number(c.hours_personal),
    downtime: Number(c.hours_downtime),
    waste: Number(c.hours_waste),
  };
  const total = totalHours(hours);
  const completionRate = percent(Number(c.tasks_completed), Number(c.tasks_total));
  const efficiency = timeEfficiency(hours);
  const score = valueScaleScore(efficiency, completionRate, total > 0, Number(c.tasks_total) > 0);
  const recurring = recurringFromSums(Number(f.monthly_active), Number(f.yearly_active));
  return {
    tasks: {
      total: Number(c.tasks_total),
      completed: Number(c.tasks_completed),
      pending: Number(c.tasks_pending),
      completion_rate: completionRate,
    },
    projects: { active: Number(c.projects_active), total: Number(c.projects_total) },
    meetings: { upcoming: Number(c.meetings_upcoming), total: Number(c.meetings_total) },
    time: { total_hours: total, work_hours: cents(hours.work), productivity_rate: productivityRate(hours) },
    value_scale: {
      score,
      insight: valueScaleInsight(score, total > 0 || Number(c.tasks_total) > 0),
      time_efficiency: efficiency,
      intentional_downtime_hours: cents(hours.downtime),
      time_drift_hours: cents(hours.waste),
      top_drift_tasks: topDriftTasks(
        drift.map((d) => ({ task: d.task, estimate: Number(d.estimate), spent: Number(d.spent) })),
      ),
    },
    finances: {
      total_expenses: cents(f.total_expenses),
      monthly_recurring: recurring.monthly,
      yearly_recurring: recurring.yearly,
      monthly_total: cents(Number(f.month_expenses) + recurring.monthly),
    },
  };
}
