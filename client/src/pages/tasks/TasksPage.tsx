import { useState } from 'react';
import '../dashboard/work.css';
import { describeRrule, tasksApi, type Task } from '@hearth/shared';
import { RepeatPicker } from '../calendar/RepeatPicker';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
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
  const [adding, setAdding] = useState(false);
  const [due, setDue] = useState('');
  const confirm = useConfirm();

  const create = async (fd: FormData) => {
    const estimate = String(fd.get('time_estimate') ?? '');
    await mutate(
      tasksApi.create,
      {
        body: {
          title: String(fd.get('title') ?? ''),
          description: String(fd.get('description') ?? ''),
          type: fd.get('type') as Task['type'],
          priority: fd.get('priority') as Task['priority'],
          due_date: String(fd.get('due_date') ?? '') || null,
          rrule: String(fd.get('rrule') ?? '') || null,
          time_estimate: estimate === '' ? null : Number(estimate),
          is_downtime: fd.get('is_downtime') === 'on',
        },
      },
      ['tasks'],
    );
    setAdding(false);
    setDue('');
  };

  const setStatus = async (t: Task, status: Task['status']) => {
    await mutate(tasksApi.setStatus, { params: { id: t.id }, body: { status } }, ['tasks']).catch((e) =>
      console.error('status change failed', e),
    );
  };

  const remove = async (t: Task) => {
    if (
      !(await confirm('Are you sure you want to delete this task?', { danger: true, confirmLabel: 'Delete' }))
    )
      return;
    await mutate(tasksApi.remove, { params: { id: t.id } }, ['tasks']).catch((e) =>
      console.error('delete task failed', e),
    );
  };

  return (
    <Page
      testId="tasks-page"
      title="Tasks"
      subtitle="Everything on your plate, work and personal"
      actions={<Button onClick={() => setAdding(true)}>Add Task</Button>}
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
        actions={(t) => <RowActions name={t.title} onDelete={() => void remove(t)} deleteVariant="danger" />}
        actionsHeader="Actions"
      />
      <FormModal
        title="Add New Task"
        open={adding}
        onClose={() => {
          setAdding(false);
          setDue('');
        }}
        onSubmit={create}
        submitLabel="Add Task"
        testId="task-modal"
      >
        <Field label="Title" wide>
          <input name="title" required autoFocus />
        </Field>
        <Field label="Description" wide>
          <textarea name="description" rows={3} />
        </Field>
        <Field label="Type">
          <select name="type" defaultValue="work">
            <option value="work">Work</option>
            <option value="personal">Personal</option>
          </select>
        </Field>
        <Field label="Priority">
          <select name="priority" defaultValue="medium">
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
          </select>
        </Field>
        <Field label="Due Date">
          <input name="due_date" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </Field>
        <Field label="Time Estimate (hours)">
          <input name="time_estimate" type="number" step="0.5" min="0" />
        </Field>
        <label className="checkbox-field">
          <input name="is_downtime" type="checkbox" /> Intentional downtime
        </label>
        {adding && due && <RepeatPicker start={due} />}
      </FormModal>
    </Page>
  );
}
