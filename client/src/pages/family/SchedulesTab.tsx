import {
  daysLabel,
  schoolSchedulesApi,
  todayIn,
  WEEKDAYS_MON_FRI,
  type SchoolSchedule,
} from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { DayPicker } from '../../components/DayPicker';
import { Field } from '../../components/Field';
import { formatTime } from '../../format';
import { AdultField, adultName, useAdults } from './adultRows';
import { checked, optText, text } from './formData';
import { ChildField, childName, useKids } from './childRows';
import { HubTab } from './HubTab';
import { warnConflicts } from '../calendar/ConflictsPanel';
import { useSession } from '../../state/session';

const scheduleBody = (fd: FormData) => ({
  child_id: text(fd, 'child_id'),
  type: text(fd, 'type') as SchoolSchedule['type'],
  time: text(fd, 'time'),
  location: text(fd, 'location'),
  days: checked(fd, 'days') as SchoolSchedule['days'],
  assigned_to: text(fd, 'assigned_to'),
  assignee_id: optText(fd, 'assignee_id'),
});

const run = (s: SchoolSchedule) => (s.type === 'pickup' ? 'pickup' : 'drop-off');

export function SchedulesTab() {
  const { data, loading } = useApi('school-schedules', schoolSchedulesApi.list);
  const kids = useKids();
  const adults = useAdults();
  const today = todayIn(useSession((s) => s.user?.timezone) ?? 'UTC');
  const noKids = !kids?.length;
  return (
    <HubTab<SchoolSchedule, typeof schoolSchedulesApi>
      api={schoolSchedulesApi}
      touches={['school-schedules']}
      noun="Schedule"
      title="School Schedule"
      intro="Drop-offs and pickups; whoever is assigned gets a reminder 15 minutes before."
      blocked={noKids ? 'Add a child first' : undefined}
      body={scheduleBody}
      confirmDelete={(s) => `Delete the ${run(s)} for ${childName(kids, s)}?`}
      onSaved={(row) => void warnConflicts({ item_id: row.id }, today)}
      deleteFailed="Could not delete the schedule"
      fields={(s) => (
        <>
          <ChildField kids={kids} value={s?.child_id} />
          <Field label="Type">
            <select name="type" defaultValue={s?.type ?? 'dropoff'}>
              <option value="dropoff">Drop-off</option>
              <option value="pickup">Pickup</option>
            </select>
          </Field>
          <Field label="Time">
            <input name="time" type="time" required defaultValue={s?.time ?? '08:00'} />
          </Field>
          <AdultField adults={adults} value={s?.assignee_id} label="Driver" />
          <Field label="Assigned to someone else" hint="Not in the family, e.g. Grandma">
            <input name="assigned_to" maxLength={200} defaultValue={s?.assigned_to} />
          </Field>
          <Field label="Location" wide>
            <input name="location" maxLength={200} defaultValue={s?.location} />
          </Field>
          <DayPicker name="days" defaultDays={s?.days ?? WEEKDAYS_MON_FRI} />
        </>
      )}
    >
      {({ actions }) => (
        <DataTable
          testId="schedules-table"
          columns={[
            { key: 'child_name', header: 'Child', render: (s) => childName(kids, s) },
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
            {
              key: 'assigned_to',
              header: 'Assigned to',
              render: (s) =>
                adultName(adults, s.assignee_id) ||
                s.assigned_to || <span className="cell-muted">Nobody yet</span>,
            },
          ]}
          actions={(s) => actions(s, `${childName(kids, s)}'s ${run(s)}`)}
          rows={data}
          rowKey={(s) => s.id}
          loading={loading}
          empty={noKids ? 'Add a child first, then their school runs' : 'No school schedules yet'}
        />
      )}
    </HubTab>
  );
}
