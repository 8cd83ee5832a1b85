import { useState } from 'react';
import {
  TIME_CATEGORY_LABELS,
  tasksApi,
  timeEntriesApi,
  todayIn,
  type TimeCategory,
  type TimeEntry,
} from '@hearth/shared';
import '../dashboard/work.css';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatMoney } from '../../format';
import { useSession } from '../../state/session';
import { KEYS, readChoice } from '../../state/storage';
import { useViewMode } from '../../state/viewMode';
import { TimeClockCard } from './TimeClockCard';

type ListView = 'separated' | 'universal';
const TONE: Record<TimeCategory, Tone> = {
  work: 'blue',
  personal: 'purple',
  downtime: 'green',
  waste: 'amber',
};
const one = (n: number) => n.toFixed(1);
// Work mode shows work time; life mode the rest of the day.
const inMode = (e: TimeEntry, mode: 'work' | 'life') =>
  mode === 'work' ? e.category === 'work' : e.category !== 'work';

export default function TimeTrackingPage() {
  const mode = useViewMode((s) => s.mode);
  const timezone = useSession((s) => s.user?.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { data, loading } = useApi('time-entries', timeEntriesApi.list);
  const { data: tasks } = useApi('tasks', tasksApi.list);
  const [view, setView] = useState<ListView>(() =>
    readChoice(KEYS.timeTrackingViewMode, ['separated', 'universal'] as const, 'separated'),
  );
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();

  const changeView = (v: ListView) => {
    localStorage.setItem(KEYS.timeTrackingViewMode, v);
    setView(v);
  };
  const all = data ?? [];
  const rows = view === 'separated' ? all.filter((e) => inMode(e, mode)) : all;
  const sum = (c?: TimeCategory) =>
    rows.filter((e) => !c || e.category === c).reduce((s, e) => s + e.hours, 0);

  const create = async (fd: FormData) => {
    const vph = String(fd.get('value_per_hour') ?? '');
    await mutate(
      timeEntriesApi.create,
      {
        body: {
          description: String(fd.get('description') ?? ''),
          category: fd.get('category') as TimeCategory,
          hours: Number(fd.get('hours')),
          date: String(fd.get('date') ?? ''),
          value_per_hour: vph === '' ? null : Number(vph),
          task_id: String(fd.get('task_id') ?? '') || null,
        },
      },
      ['time-entries'],
    );
    setAdding(false);
  };

  const remove = async (e: TimeEntry) => {
    if (
      !(await confirm('Are you sure you want to delete this time entry?', {
        danger: true,
        confirmLabel: 'Delete',
      }))
    )
      return;
    await mutate(timeEntriesApi.remove, { params: { id: e.id } }, ['time-entries']).catch((err) =>
      console.error('delete time entry failed', err),
    );
  };

  return (
    <Page
      testId="time-tracking-page"
      title="Time Tracking"
      subtitle="Where your hours go, and what they are worth"
      actions={<Button onClick={() => setAdding(true)}>Log Time</Button>}
    >
      <TimeClockCard />
      <div className="work-toolbar work-section">
        <SegmentedToggle
          aria-label="Time entry view"
          options={[
            { value: 'separated', label: 'Separated' },
            { value: 'universal', label: 'Universal' },
          ]}
          value={view}
          onChange={changeView}
        />
        <span className="work-count">
          {view === 'separated' ? `${rows.length} of ${all.length} entries` : `${all.length} entries`}
        </span>
      </div>
      <div className="stat-grid">
        <StatCard label="Total Hours" value={one(sum())} tone="blue" testId="stat-total-hours" />
        <StatCard label="Work Hours" value={one(sum('work'))} tone="purple" testId="stat-work-hours" />
        <StatCard
          label="Intentional Downtime"
          value={one(sum('downtime'))}
          tone="green"
          testId="stat-downtime"
        />
        <StatCard label="Time Drift" value={one(sum('waste'))} tone="amber" testId="stat-drift" />
      </div>
      <div className="work-section">
        <DataTable
          testId="time-entries-table"
          rows={rows}
          loading={loading}
          rowKey={(e) => e.id}
          empty="No time entries yet"
          columns={[
            { key: 'description', header: 'Description', render: (e) => <strong>{e.description}</strong> },
            {
              key: 'category',
              header: 'Category',
              render: (e) => <Badge tone={TONE[e.category]}>{TIME_CATEGORY_LABELS[e.category]}</Badge>,
            },
            { key: 'date', header: 'Date', nowrap: true, render: (e) => formatDate(e.date) },
            { key: 'hours', header: 'Hours', align: 'right', render: (e) => e.hours.toFixed(2) },
            {
              key: 'vph',
              header: 'Value/Hour',
              align: 'right',
              render: (e) =>
                e.value_per_hour === null ? (
                  <span className="cell-muted">—</span>
                ) : (
                  formatMoney(e.value_per_hour)
                ),
            },
            {
              key: 'total',
              header: 'Total Value',
              align: 'right',
              render: (e) =>
                e.total_value === null ? <span className="cell-muted">—</span> : formatMoney(e.total_value),
            },
          ]}
          actions={(e) => (
            <RowActions name={e.description} onDelete={() => void remove(e)} deleteVariant="danger" />
          )}
          actionsHeader="Actions"
        />
      </div>
      <FormModal
        title="Log Time Entry"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Log Time"
        testId="time-entry-modal"
      >
        <Field label="Description" wide>
          <input name="description" required autoFocus />
        </Field>
        <Field label="Category">
          <select name="category" defaultValue={mode === 'work' ? 'work' : 'personal'}>
            {Object.entries(TIME_CATEGORY_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Hours">
          <input name="hours" type="number" step="0.25" min="0.25" required />
        </Field>
        <Field label="Date">
          <input name="date" type="date" required defaultValue={todayIn(timezone)} />
        </Field>
        <Field label="Value per Hour" hint="Optional">
          <input name="value_per_hour" type="number" step="0.01" min="0" />
        </Field>
        <Field label="Task" hint="Optional: linking time to a task shows its drift" wide>
          <select name="task_id" defaultValue="">
            <option value="">No task</option>
            {(tasks ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
      </FormModal>
    </Page>
  );
}
