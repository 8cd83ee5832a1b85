import { useState } from 'react';
import { ACTIVITY_TYPES, childrenApi, kidActivitiesApi, type KidActivity } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { text } from './formData';

const label = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function ActivitiesTab() {
  const { data, loading } = useApi('kid-activities', kidActivitiesApi.list);
  const { data: kids } = useApi('children', childrenApi.list);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();

  const add = async (fd: FormData) => {
    await mutate(
      kidActivitiesApi.create,
      {
        body: {
          child_id: text(fd, 'child_id'),
          name: text(fd, 'name'),
          type: text(fd, 'type') as KidActivity['type'],
          schedule: text(fd, 'schedule'),
          location: text(fd, 'location'),
          coach_name: text(fd, 'coach_name'),
          coach_phone: text(fd, 'coach_phone'),
        },
      },
      ['kid-activities'],
    );
    setOpen(false);
  };
  const remove = async (a: KidActivity) => {
    if (!(await confirm(`Delete ${a.name} for ${a.child_name}?`))) return;
    try {
      await mutate(kidActivitiesApi.remove, { params: { id: a.id } }, ['kid-activities']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the activity'));
    }
  };
  const noKids = !kids?.length;

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">Sports, lessons and clubs, with coaches and where they happen.</p>
        <Button
          onClick={() => setOpen(true)}
          disabled={noKids}
          title={noKids ? 'Add a child first' : undefined}
        >
          + Add Activity
        </Button>
      </div>
      <DataTable
        testId="activities-table"
        columns={[
          { key: 'name', header: 'Activity', render: (a) => <strong>{a.name}</strong> },
          { key: 'child_name', header: 'Child' },
          { key: 'type', header: 'Type', render: (a) => <Badge tone="green">{label(a.type)}</Badge> },
          { key: 'schedule', header: 'Schedule' },
          { key: 'location', header: 'Location' },
          {
            key: 'coach',
            header: 'Coach',
            render: (a) =>
              [a.coach_name, a.coach_phone].filter(Boolean).join(' · ') || (
                <span className="cell-muted">—</span>
              ),
          },
          {
            key: 'actions',
            header: '',
            align: 'right',
            render: (a) => (
              <Button size="sm" variant="ghost" onClick={() => remove(a)}>
                Delete
              </Button>
            ),
          },
        ]}
        rows={data}
        rowKey={(a) => a.id}
        loading={loading}
        empty={noKids ? 'Add a child first, then their activities' : 'No activities yet'}
      />
      <FormModal
        title="Add Activity"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={add}
        submitLabel="Add Activity"
      >
        <Field label="Child">
          <select name="child_id" required>
            {kids?.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Activity name">
          <input name="name" required maxLength={200} />
        </Field>
        <Field label="Type">
          <select name="type" defaultValue="sport">
            {ACTIVITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Schedule" hint="e.g. Tue & Thu 4:00 PM">
          <input name="schedule" maxLength={200} />
        </Field>
        <Field label="Location" wide>
          <input name="location" maxLength={200} />
        </Field>
        <Field label="Coach name">
          <input name="coach_name" maxLength={200} />
        </Field>
        <Field label="Coach phone">
          <input name="coach_phone" type="tel" maxLength={50} />
        </Field>
      </FormModal>
    </div>
  );
}
