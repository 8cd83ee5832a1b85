import { ACTIVITY_TYPES, daysLabel, kidActivitiesApi, todayIn, type KidActivity } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { cap, formatTime } from '../../format';
import { DayPicker } from '../../components/DayPicker';
import { AdultField, adultName, useAdults } from './adultRows';
import { checked, optText, text } from './formData';
import { ChildField, childName, useKids } from './childRows';
import { HubTab } from './HubTab';
import { warnConflicts } from '../calendar/ConflictsPanel';
import { useSession } from '../../state/session';

/** "Tue, Thu 16:00–17:00": the schedule text the days and times make (reminders read it). */
const composed = (a: Pick<KidActivity, 'days' | 'start_time' | 'end_time'>) =>
  a.days.length && a.start_time
    ? `${a.days.map((d) => d.slice(0, 3)).join(', ')} ${a.start_time}${a.end_time ? `–${a.end_time}` : ''}`
    : '';

const activityBody = (fd: FormData) => {
  const when = {
    days: checked(fd, 'days') as KidActivity['days'],
    start_time: optText(fd, 'start_time'),
    end_time: optText(fd, 'end_time'),
  };
  return {
    ...when,
    child_id: text(fd, 'child_id'),
    name: text(fd, 'name'),
    type: text(fd, 'type') as KidActivity['type'],
    schedule: text(fd, 'schedule') || composed(when),
    location: text(fd, 'location'),
    coach_name: text(fd, 'coach_name'),
    coach_phone: text(fd, 'coach_phone'),
    assignee_id: optText(fd, 'assignee_id'),
  };
};

/** The schedule as the family wrote it, else "Tue, Thu 4:00 PM – 5:00 PM" from the days and times. */
const activityWhen = (a: KidActivity) =>
  (a.schedule !== composed(a) && a.schedule) ||
  [
    a.days.length ? daysLabel(a.days) : '',
    a.start_time && formatTime(a.start_time),
    a.end_time && `– ${formatTime(a.end_time)}`,
  ]
    .filter(Boolean)
    .join(' ') || <span className="cell-muted">—</span>;

export function ActivitiesTab() {
  const { data, loading } = useApi('kid-activities', kidActivitiesApi.list);
  const kids = useKids();
  const adults = useAdults();
  const today = todayIn(useSession((s) => s.user?.timezone) ?? 'UTC');
  const noKids = !kids?.length;
  return (
    <HubTab<KidActivity, typeof kidActivitiesApi>
      api={kidActivitiesApi}
      touches={['kid-activities']}
      noun="Activity"
      intro="Sports, lessons and clubs, with coaches and where they happen."
      blocked={noKids ? 'Add a child first' : undefined}
      body={activityBody}
      confirmDelete={(a) => `Delete ${a.name} for ${childName(kids, a)}?`}
      onSaved={(row) => void warnConflicts({ item_id: row.id }, today)}
      deleteFailed="Could not delete the activity"
      fields={(a) => (
        <>
          <ChildField kids={kids} value={a?.child_id} />
          <Field label="Activity name">
            <input name="name" required maxLength={200} defaultValue={a?.name} />
          </Field>
          <Field label="Type">
            <select name="type" defaultValue={a?.type ?? 'sport'}>
              {ACTIVITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {cap(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Starts">
            <input name="start_time" type="time" defaultValue={a?.start_time ?? ''} />
          </Field>
          <Field label="Ends">
            <input name="end_time" type="time" defaultValue={a?.end_time ?? ''} />
          </Field>
          <DayPicker name="days" defaultDays={a?.days ?? []} />
          <AdultField adults={adults} value={a?.assignee_id} label="Who takes them" />
          <Field label="Schedule as text" hint="Optional, e.g. every other Saturday 9 AM">
            <input
              name="schedule"
              maxLength={200}
              defaultValue={a && a.schedule !== composed(a) ? a.schedule : ''}
            />
          </Field>
          <Field label="Location" wide>
            <input name="location" maxLength={200} defaultValue={a?.location} />
          </Field>
          <Field label="Coach name">
            <input name="coach_name" maxLength={200} defaultValue={a?.coach_name} />
          </Field>
          <Field label="Coach phone">
            <input name="coach_phone" type="tel" maxLength={50} defaultValue={a?.coach_phone} />
          </Field>
        </>
      )}
    >
      {({ actions }) => (
        <DataTable
          testId="activities-table"
          columns={[
            { key: 'name', header: 'Activity', render: (a) => <strong>{a.name}</strong> },
            { key: 'child_name', header: 'Child', render: (a) => childName(kids, a) },
            { key: 'type', header: 'Type', render: (a) => <Badge tone="green">{cap(a.type)}</Badge> },
            { key: 'schedule', header: 'Schedule', render: (a) => activityWhen(a) },
            {
              key: 'assignee',
              header: 'Who takes them',
              render: (a) =>
                adultName(adults, a.assignee_id) || <span className="cell-muted">Nobody yet</span>,
            },
            { key: 'location', header: 'Location' },
            {
              key: 'coach',
              header: 'Coach',
              render: (a) =>
                [a.coach_name, a.coach_phone].filter(Boolean).join(' · ') || (
                  <span className="cell-muted">—</span>
                ),
            },
          ]}
          actions={(a) => actions(a, `${a.name} for ${childName(kids, a)}`)}
          rows={data}
          rowKey={(a) => a.id}
          loading={loading}
          empty={noKids ? 'Add a child first, then their activities' : 'No activities yet'}
        />
      )}
    </HubTab>
  );
}
