import { ACTIVITY_TYPES, kidActivitiesApi, type KidActivity } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { cap } from '../../format';
import { text } from './formData';
import { ChildField, childName, useKids } from './childRows';
import { HubTab } from './HubTab';

const activityBody = (fd: FormData) => ({
  child_id: text(fd, 'child_id'),
  name: text(fd, 'name'),
  type: text(fd, 'type') as KidActivity['type'],
  schedule: text(fd, 'schedule'),
  location: text(fd, 'location'),
  coach_name: text(fd, 'coach_name'),
  coach_phone: text(fd, 'coach_phone'),
});

export function ActivitiesTab() {
  const { data, loading } = useApi('kid-activities', kidActivitiesApi.list);
  const kids = useKids();
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
          <Field label="Schedule" hint="e.g. Tue & Thu 4:00 PM">
            <input name="schedule" maxLength={200} defaultValue={a?.schedule} />
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
