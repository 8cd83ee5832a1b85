import { useState } from 'react';
import { tasksApi, type Task } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { RepeatPicker } from '../calendar/RepeatPicker';

type Scope = 'this' | 'following';
const str = (fd: FormData, k: string) => String(fd.get(k) ?? '');

const taskFields = (fd: FormData) => {
  const estimate = str(fd, 'time_estimate');
  return {
    title: str(fd, 'title'),
    description: str(fd, 'description'),
    type: fd.get('type') as Task['type'],
    priority: fd.get('priority') as Task['priority'],
    due_date: str(fd, 'due_date') || null,
    rrule: str(fd, 'rrule') || null,
    time_estimate: estimate === '' ? null : Number(estimate),
    is_downtime: fd.get('is_downtime') === 'on',
  };
};

/**
 * Adds a task, or changes one: a repeating task's open occurrence on its own ('this': it becomes a task of
 * its own and the series moves on to its next date) or with every later one; "Delete this one" skips it.
 */
export function TaskModal({ task, onClose }: { task?: Task; onClose: () => void }) {
  const [due, setDue] = useState(task?.due_date ?? '');
  const repeating = !!task?.rrule && task.status !== 'completed' && !!task.due_date;
  const [scope, setScope] = useState<Scope>(repeating ? 'this' : 'following');

  const submit = async (fd: FormData) => {
    if (!task) await mutate(tasksApi.create, { body: taskFields(fd) }, ['tasks']);
    else if (repeating && scope === 'this')
      await mutate(
        tasksApi.editOccurrence,
        {
          params: { id: task.id, date: task.due_date! },
          body: { scope, title: str(fd, 'title'), date: str(fd, 'due_date'), time: null },
        },
        ['tasks'],
      );
    else await mutate(tasksApi.update, { params: { id: task.id }, body: taskFields(fd) }, ['tasks']);
    onClose();
  };
  const skipOne = async () => {
    await mutate(tasksApi.cancelOccurrence, { params: { id: task!.id, date: task!.due_date! } }, ['tasks']);
    onClose();
  };
  const onlyThis = repeating && scope === 'this';

  return (
    <FormModal
      title={task ? 'Edit Task' : 'Add New Task'}
      open
      onClose={onClose}
      onSubmit={submit}
      submitLabel={task ? 'Save Changes' : 'Add Task'}
      testId="task-modal"
    >
      <Field label="Title" wide>
        <input name="title" required autoFocus defaultValue={task?.title} />
      </Field>
      {repeating && (
        <fieldset className="scope-picker field-wide">
          <legend className="field-label">Change</legend>
          {(
            [
              ['this', 'This task'],
              ['following', 'This and following tasks'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="checkbox-field">
              <input
                type="radio"
                name="scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <Field label="Due Date">
        <input
          name="due_date"
          type="date"
          value={due}
          required={onlyThis}
          onChange={(e) => setDue(e.target.value)}
        />
      </Field>
      {!onlyThis && (
        <>
          <Field label="Description" wide>
            <textarea name="description" rows={3} defaultValue={task?.description} />
          </Field>
          <Field label="Type">
            <select name="type" defaultValue={task?.type ?? 'work'}>
              <option value="work">Work</option>
              <option value="personal">Personal</option>
            </select>
          </Field>
          <Field label="Priority">
            <select name="priority" defaultValue={task?.priority ?? 'medium'}>
              <option value="low">Low</option>
              <option value="medium">Medium</option>
              <option value="high">High</option>
            </select>
          </Field>
          <Field label="Time Estimate (hours)">
            <input
              name="time_estimate"
              type="number"
              step="0.5"
              min="0"
              defaultValue={task?.time_estimate ?? ''}
            />
          </Field>
          <label className="checkbox-field">
            <input name="is_downtime" type="checkbox" defaultChecked={task?.is_downtime} /> Intentional
            downtime
          </label>
          {due && <RepeatPicker start={due} initial={task?.rrule} />}
        </>
      )}
      {repeating && (
        <div className="occurrence-actions field-wide">
          <Button variant="danger" size="sm" onClick={() => void skipOne()}>
            Delete this one
          </Button>
        </div>
      )}
    </FormModal>
  );
}
