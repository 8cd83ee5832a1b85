import { lazy, Suspense, useEffect, useState } from 'react';
import { analyticsApi, type DashboardAnalytics } from '@hearth/shared';
import './work.css';
import { onChange } from '../../api/realtime';
import { useApi } from '../../api/resources';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { UpcomingConflicts } from '../calendar/ConflictsPanel';
import { StatCard } from '../../components/StatCard';
import { formatMoney } from '../../format';
import { useViewMode } from '../../state/viewMode';
import {
  LIFE_CATEGORIES,
  LIFE_LABEL,
  LifeCategoryCard,
  type LifeCategory as LifeCategoryT,
} from './LifeCategoryCard';

// Life mode only: the chores come from their shared document, so the card brings Yjs with it.
const TodayChoresCard = lazy(() =>
  import('../chores/TodayChoresCard').then((m) => ({ default: m.TodayChoresCard })),
);

const one = (n: number) => n.toFixed(1);
// The figures depend on all of these; a change to any reloads them.
const SOURCES = new Set(['tasks', 'projects', 'meetings', 'time-entries', 'expenses', 'recurring-charges']);

function TimeAllocation({ a }: { a: DashboardAnalytics }) {
  const total = a.time.total_hours;
  const rows: [string, number, string][] = [
    ['Work Time', a.time.work_hours, ''],
    ['Intentional Downtime', a.value_scale.intentional_downtime_hours, 'alloc-downtime'],
    ['Time Drift', a.value_scale.time_drift_hours, 'alloc-drift'],
  ];
  return (
    <Card title="Time Allocation">
      {rows.map(([label, hours, cls]) => (
        <div key={label} className="alloc-row">
          <span>{label}</span>
          <div className={`work-bar ${cls}`}>
            <span style={{ width: `${total > 0 ? (hours / total) * 100 : 0}%` }} />
          </div>
          <span style={{ textAlign: 'right' }}>{one(hours)}h</span>
        </div>
      ))}
      <p className="work-muted">{one(total)} hours logged in total</p>
    </Card>
  );
}

function FinancialOverview({ f }: { f: DashboardAnalytics['finances'] }) {
  const items: [string, number][] = [
    ['Total Expenses', f.total_expenses],
    ['Monthly Recurring', f.monthly_recurring],
    ['Yearly Recurring', f.yearly_recurring],
    ['Projected Monthly Total', f.monthly_total],
  ];
  return (
    <Card title="Financial Overview">
      <dl className="fin-grid" data-testid="financial-overview">
        {items.map(([l, v]) => (
          <div key={l}>
            <dt>{l}</dt>
            <dd>{formatMoney(v)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function TaskStatus({ t }: { t: DashboardAnalytics['tasks'] }) {
  const inProgress = Math.max(0, t.total - t.pending - t.completed);
  const rows: [string, number, string][] = [
    ['Pending', t.pending, 'alloc-drift'],
    ['In Progress', inProgress, ''],
    ['Completed', t.completed, 'alloc-downtime'],
  ];
  return (
    <Card title="Task Status Breakdown">
      {rows.map(([l, n, cls]) => (
        <div key={l}>
          <div className="status-row">
            <span>{l}</span>
            <strong data-testid={`status-${l.toLowerCase().replace(' ', '-')}`}>{n}</strong>
          </div>
          <div className={`work-bar ${cls}`} style={{ marginBottom: 'var(--space-3)' }}>
            <span style={{ width: `${t.total ? (n / t.total) * 100 : 0}%` }} />
          </div>
        </div>
      ))}
    </Card>
  );
}

function ValueScaleInsights({ a }: { a: DashboardAnalytics }) {
  const v = a.value_scale;
  return (
    <Card title="Value Scale Insights">
      <dl className="fin-grid">
        <div>
          <dt>Tasks completed</dt>
          <dd>
            {a.tasks.completed}/{a.tasks.total}
          </dd>
        </div>
        <div>
          <dt>Time efficiency</dt>
          <dd>{one(v.time_efficiency)}%</dd>
        </div>
        <div>
          <dt>Intentional downtime</dt>
          <dd>{one(v.intentional_downtime_hours)}h</dd>
        </div>
        <div>
          <dt>Time drift</dt>
          <dd>{one(v.time_drift_hours)}h</dd>
        </div>
      </dl>
      {v.intentional_downtime_hours > 0 && (
        <p className="work-muted">Well done taking intentional downtime: rest is part of the plan.</p>
      )}
      {v.top_drift_tasks.length > 0 && (
        <>
          <h4 style={{ margin: 'var(--space-3) 0 var(--space-2)' }}>Top time drift</h4>
          <ul className="work-list" data-testid="drift-tasks">
            {v.top_drift_tasks.map((d) => (
              <li key={d.task}>
                <span>{d.task}</span>
                <span className="cell-muted">
                  +{one(d.drift)}h (est. {one(d.estimate)}h, spent {one(d.spent)}h)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const mode = useViewMode((s) => s.mode);
  const [category, setCategory] = useState<LifeCategoryT>('kids');
  const { data: a, reload } = useApi('tasks', analyticsApi.dashboard);
  useEffect(() => onChange((e) => void (SOURCES.has(e.resource) && reload())), [reload]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void reload(), []);

  return (
    <Page
      testId="dashboard-page"
      title={mode === 'work' ? 'Work Dashboard' : 'Life Dashboard'}
      subtitle={mode === 'work' ? 'Your work at a glance' : 'Your life, in balance'}
    >
      {!a ? (
        <div className="page-loading">Loading your dashboard…</div>
      ) : (
        <>
          <div className="stat-grid">
            {mode === 'work' ? (
              <>
                <StatCard
                  label="Total Tasks"
                  value={a.tasks.total}
                  hint={`${one(a.tasks.completion_rate)}% completed`}
                  tone="blue"
                  testId="stat-total-tasks"
                />
                <StatCard
                  label="Active Projects"
                  value={a.projects.active}
                  hint={`${a.projects.total} total`}
                  tone="green"
                  testId="stat-active-projects"
                />
                <StatCard
                  label="Upcoming Meetings"
                  value={a.meetings.upcoming}
                  hint={`${a.meetings.total} scheduled`}
                  tone="purple"
                  testId="stat-upcoming-meetings"
                />
                <StatCard
                  label="Productivity Rate"
                  value={`${one(a.time.productivity_rate)}%`}
                  hint={`${one(a.time.work_hours)} work hours`}
                  tone="amber"
                  testId="stat-productivity"
                />
              </>
            ) : (
              <>
                <StatCard
                  label="Total Tasks"
                  value={a.tasks.total}
                  hint={`${a.tasks.completed} completed`}
                  tone="blue"
                  testId="stat-total-tasks"
                />
                <div className="stat-card">
                  <label className="stat-card-label" htmlFor="life-category">
                    Life Category
                  </label>
                  <select
                    id="life-category"
                    value={category}
                    onChange={(e) => setCategory(e.target.value as LifeCategoryT)}
                    style={{ marginTop: 'var(--space-2)' }}
                  >
                    {LIFE_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {LIFE_LABEL[c]}
                      </option>
                    ))}
                  </select>
                </div>
                <StatCard
                  label="Upcoming Events"
                  value={a.meetings.upcoming}
                  hint={`${a.meetings.total} in total`}
                  tone="purple"
                  testId="stat-upcoming-events"
                />
                <StatCard
                  label="Value Scale"
                  value={`${a.value_scale.score}`}
                  hint={a.value_scale.insight}
                  tone="green"
                  testId="stat-value-scale"
                />
              </>
            )}
          </div>
          {mode === 'life' && (
            <Suspense
              fallback={
                <Card title="Today">
                  <p className="work-muted">Loading chores…</p>
                </Card>
              }
            >
              <TodayChoresCard />
            </Suspense>
          )}
          {mode === 'life' && (
            <div className="work-columns">
              <LifeCategoryCard category={category} />
              <ValueScaleInsights a={a} />
            </div>
          )}
          <UpcomingConflicts />
          <div className="work-columns">
            <TimeAllocation a={a} />
            <FinancialOverview f={a.finances} />
            <TaskStatus t={a.tasks} />
          </div>
        </>
      )}
    </Page>
  );
}
