import { useState } from 'react';
import '../dashboard/work.css';
import { describeRrule, tasksApi, type Task } from '@hearth/shared';
import { TaskModal } from './TaskModal';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { cap, formatDate } from '../../format';

export const PRIORITY_TONE: Record<Task['priority'], Tone> = { low: 'grey', medium: 'amber', high: 'red' };
export const STATUS_TONE: Record<Task['status'], Tone> = {
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
};
const STATUS_LABEL: Record<Task['status'], string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};
const STATUSES = ['pending', 'in_progress', 'completed'] as const;

export default function TasksPage() {
  const { data, loading } = useApi('tasks', tasksApi.list);
  const [editing, setEditing] = useState<{ task?: Task } | null>(null);
  const confirm = useConfirm();

  const setStatus = async (t: Task, status: Task['status']) => {
    await mutate(tasksApi.setStatus, { params: { id: t.id }, body: { status } }, ['tasks']).catch((e) =>
      console.error('status change failed', e),
    );
  };

  const remove = async (t: Task) => {
    const ask = t.rrule
      ? 'Delete this repeating task and all its later ones?'
      : 'Are you sure you want to delete this task?';
    if (!(await confirm(ask, { danger: true, confirmLabel: 'Delete' }))) return;
    await mutate(tasksApi.remove, { params: { id: t.id } }, ['tasks']).catch((e) =>
      console.error('delete task failed', e),
    );
  };

  return (
    <Page
      testId="tasks-page"
      title="Tasks"
      subtitle="Everything on your plate, work and personal"
      actions={<Button onClick={() => setEditing({})}>Add Task</Button>}
    >
      <DataTable
        testId="tasks-table"
        rows={data}
        loading={loading}
        rowKey={(t) => t.id}
        empty="No tasks yet"
        columns={[
          {
            key: 'title',
            header: 'Task',
            render: (t) => (
              <div>
                <strong>{t.title}</strong>
                {t.description && <div className="cell-muted">{t.description}</div>}
              </div>
            ),
          },
          {
            key: 'type',
            header: 'Type',
            render: (t) => <Badge tone={t.type === 'work' ? 'blue' : 'purple'}>{cap(t.type)}</Badge>,
          },
          {
            key: 'priority',
            header: 'Priority',
            render: (t) => <Badge tone={PRIORITY_TONE[t.priority]}>{cap(t.priority)}</Badge>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (t) => (
              <select
                className={`badge badge-${STATUS_TONE[t.status]} task-status-select`}
                aria-label={`Status of ${t.title}`}
                value={t.status}
                onChange={(e) => void setStatus(t, e.target.value as Task['status'])}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
            ),
          },
          {
            key: 'due',
            header: 'Due Date',
            nowrap: true,
            render: (t) =>
              t.due_date ? (
                <>
                  {formatDate(t.due_date)}
                  {t.rrule && <div className="cell-muted">↻ {describeRrule(t.rrule, t.due_date)}</div>}
                </>
              ) : (
                <span className="cell-muted">—</span>
              ),
          },
          {
            key: 'time',
            header: 'Time',
            align: 'right',
            render: (t) =>
              t.time_estimate === null ? <span className="cell-muted">—</span> : `${t.time_estimate}h`,
          },
        ]}
        actions={(t) => (
          <RowActions
            name={t.title}
            onEdit={() => setEditing({ task: t })}
            onDelete={() => void remove(t)}
            deleteVariant="danger"
          />
        )}
        actionsHeader="Actions"
      />
      {editing && <TaskModal task={editing.task} onClose={() => setEditing(null)} />}
    </Page>
  );
}
