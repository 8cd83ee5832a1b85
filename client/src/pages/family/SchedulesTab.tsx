import { useState } from 'react';
import { childrenApi, schoolSchedulesApi, WEEKDAYS, type SchoolSchedule } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { formatTime } from '../../format';
import { daysLabel } from '@hearth/shared';
import { checked, text } from './formData';
import { DayPicker } from './DayPicker';

export function SchedulesTab() {
  const { data, loading } = useApi('school-schedules', schoolSchedulesApi.list);
  const { data: kids } = useApi('children', childrenApi.list);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();

  const add = async (fd: FormData) => {
    await mutate(
      schoolSchedulesApi.create,
      {
        body: {
          child_id: text(fd, 'child_id'),
          type: text(fd, 'type') as SchoolSchedule['type'],
          time: text(fd, 'time'),
          location: text(fd, 'location'),
          days: checked(fd, 'days') as SchoolSchedule['days'],
          assigned_to: text(fd, 'assigned_to'),
        },
      },
      ['school-schedules'],
    );
    setOpen(false);
  };
  const remove = async (s: SchoolSchedule) => {
    if (!(await confirm(`Delete the ${s.type === 'pickup' ? 'pickup' : 'drop-off'} for ${s.child_name}?`)))
      return;
    try {
      await mutate(schoolSchedulesApi.remove, { params: { id: s.id } }, ['school-schedules']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the schedule'));
    }
  };
  const noKids = !kids?.length;

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">
          Drop-offs and pickups; whoever is assigned gets a reminder 15 minutes before.
        </p>
        <Button
          onClick={() => setOpen(true)}
          disabled={noKids}
          title={noKids ? 'Add a child first' : undefined}
        >
          + Add Schedule
        </Button>
      </div>
      <DataTable
        testId="schedules-table"
        columns={[
          { key: 'child_name', header: 'Child' },
          {
            key: 'type',
            header: 'Type',
            render: (s) => (
              <Badge tone={s.type === 'pickup' ? 'purple' : 'blue'}>
                {s.type === 'pickup' ? 'Pickup' : 'Drop-off'}
              </Badge>
            ),
          },
          { key: 'time', header: 'Time', render: (s) => formatTime(s.time) },
          { key: 'days', header: 'Days', render: (s) => daysLabel(s.days) },
          { key: 'location', header: 'Location' },
          { key: 'assigned_to', header: 'Assigned to' },
          {
            key: 'actions',
            header: '',
            align: 'right',
            render: (s) => (
              <Button size="sm" variant="ghost" onClick={() => remove(s)}>
                Delete
              </Button>
            ),
          },
        ]}
        rows={data}
        rowKey={(s) => s.id}
        loading={loading}
        empty={noKids ? 'Add a child first, then their school runs' : 'No school schedules yet'}
      />
      <FormModal
        title="Add School Schedule"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={add}
        submitLabel="Add Schedule"
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
        <Field label="Type">
          <select name="type" defaultValue="dropoff">
            <option value="dropoff">Drop-off</option>
            <option value="pickup">Pickup</option>
          </select>
        </Field>
        <Field label="Time">
          <input name="time" type="time" required defaultValue="08:00" />
        </Field>
        <Field label="Assigned to">
          <input name="assigned_to" maxLength={200} />
        </Field>
        <Field label="Location" wide>
          <input name="location" maxLength={200} />
        </Field>
        <DayPicker name="days" defaultDays={WEEKDAYS.filter((d) => d !== 'Saturday' && d !== 'Sunday')} />
      </FormModal>
    </div>
  );
}
