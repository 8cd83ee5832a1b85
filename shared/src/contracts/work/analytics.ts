import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';

export const DriftTask = z.object({
  task: z.string(),
  drift: z.number(),
  estimate: z.number(),
  spent: z.number(),
});
export type DriftTask = z.infer<typeof DriftTask>;

export const DashboardAnalytics = z.object({
  tasks: z.object({
    total: z.number(),
    completed: z.number(),
    pending: z.number(),
    completion_rate: z.number(),
  }),
  projects: z.object({ active: z.number(), total: z.number() }),
  meetings: z.object({ upcoming: z.number(), total: z.number() }),
  time: z.object({ total_hours: z.number(), work_hours: z.number(), productivity_rate: z.number() }),
  value_scale: z.object({
    score: z.number(),
    insight: z.string(),
    time_efficiency: z.number(),
    intentional_downtime_hours: z.number(),
    time_drift_hours: z.number(),
    top_drift_tasks: z.array(DriftTask),
  }),
  finances: z.object({
    total_expenses: z.number(),
    monthly_recurring: z.number(),
    yearly_recurring: z.number(),
    monthly_total: z.number(),
  }),
});
export type DashboardAnalytics = z.infer<typeof DashboardAnalytics>;

export const analyticsApi = {
  dashboard: endpoint({
    method: 'get',
    path: '/api/analytics/dashboard',
    summary: 'Dashboard analytics computed from my own data',
    answer: DashboardAnalytics,
    tag: 'work',
  }),
};
