import { useState } from 'react';
import '../dashboard/work.css';
import { describeRrule, meetingsApi, type Meeting, type Platform } from '@hearth/shared';
import { RepeatPicker } from '../calendar/RepeatPicker';
import { warnConflicts } from '../calendar/ConflictsPanel';
import { OccurrenceModal } from '../calendar/OccurrenceModal';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { cap, formatDate, formatTime } from '../../format';

export const PLATFORM_LABEL: Record<Platform, string> = {
  none: 'None',
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  builtin: 'Built-in',
};
const STATUS_TONE: Record<Meeting['status'], Tone> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'grey',
};

/** A meeting as the calendar opens it: its first occurrence (a repeating one offers this / following / all). */
const firstOccurrence = (m: Meeting) => ({
  ...m,
  series_date: m.date,
  series_time: m.time,
  recurrence_date: m.rrule ? m.date : null,
  overridden: false,
});

export default function MeetingsPage() {
  const { data, loading } = useApi('meetings', meetingsApi.list);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Meeting | null>(null);
  const [platform, setPlatform] = useState<Platform>('none');
  const [date, setDate] = useState('');
  const confirm = useConfirm();

  const close = () => {
    setAdding(false);
    setPlatform('none');
    setDate('');
  };

  const create = async (fd: FormData) => {
    const duration = String(fd.get('duration') ?? '');
    const saved = await mutate(
      meetingsApi.create,
      {
        body: {
          title: String(fd.get('title') ?? ''),
          description: String(fd.get('description') ?? ''),
          type: fd.get('type') as Meeting['type'],
          date: String(fd.get('date') ?? ''),
          time: String(fd.get('time') ?? ''),
          duration: duration === '' ? null : Number(duration),
          location: String(fd.get('location') ?? ''),
          platform,
          meeting_link: platform === 'none' ? null : String(fd.get('meeting_link') ?? '') || null,
          rrule: String(fd.get('rrule') ?? '') || null,
        },
      },
      ['meetings'],
    );
    void warnConflicts({ meeting_id: saved.id }, saved.date);
    close();
  };

  const remove = async (m: Meeting) => {
    if (
      !(await confirm('Are you sure you want to delete this meeting?', {
        danger: true,
        confirmLabel: 'Delete',
      }))
    )
      return;
    await mutate(meetingsApi.remove, { params: { id: m.id } }, ['meetings']).catch((e) =>
      console.error('delete meeting failed', e),
    );
  };

  return (
    <Page
      testId="meetings-page"
      title="Meetings & Appointments"
      subtitle="Meetings, appointments and reservations in one list"
      actions={<Button onClick={() => setAdding(true)}>Schedule Meeting</Button>}
    >
      <DataTable
        testId="meetings-table"
        rows={data}
        loading={loading}
        rowKey={(m) => m.id}
        empty="No meetings scheduled"
        columns={[
          {
            key: 'title',
            header: 'Meeting',
            render: (m) => (
              <div>
                <strong>{m.title}</strong>
                {m.platform !== 'none' && <div className="cell-muted">{PLATFORM_LABEL[m.platform]}</div>}
                {m.rrule && <div className="cell-muted">↻ {describeRrule(m.rrule, m.date)}</div>}
              </div>
            ),
          },
          { key: 'type', header: 'Type', render: (m) => <Badge tone="purple">{cap(m.type)}</Badge> },
          {
            key: 'when',
            header: 'Date & Time',
            nowrap: true,
            render: (m) => `${formatDate(m.date)} · ${formatTime(m.time)}`,
          },
          {
            key: 'duration',
            header: 'Duration',
            render: (m) => (m.duration === null ? <span className="cell-muted">—</span> : `${m.duration}h`),
          },
          {
            key: 'location',
            header: 'Location',
            render: (m) => m.location || <span className="cell-muted">—</span>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (m) => <Badge tone={STATUS_TONE[m.status]}>{cap(m.status)}</Badge>,
          },
        ]}
        actions={(m) => (
          <RowActions
            name={m.title}
            onEdit={() => setEditing(m)}
            onDelete={() => void remove(m)}
            deleteVariant="danger"
          >
            {m.meeting_link && (
              <a
                className="btn btn-secondary btn-sm"
                href={m.meeting_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                Join Meeting
              </a>
            )}
          </RowActions>
        )}
        actionsHeader="Actions"
      />
      {editing && (
        <OccurrenceModal
          opened={{ kind: 'meeting', item: firstOccurrence(editing) }}
          onClose={() => setEditing(null)}
        />
      )}
      <FormModal
        title="Schedule Meeting"
        open={adding}
        onClose={close}
        onSubmit={create}
        submitLabel="Schedule Meeting"
        testId="meeting-modal"
      >
        <Field label="Title" wide>
          <input name="title" required autoFocus />
        </Field>
        <Field label="Type">
          <select name="type" defaultValue="meeting">
            <option value="meeting">Meeting</option>
            <option value="appointment">Appointment</option>
            <option value="reservation">Reservation</option>
          </select>
        </Field>
        <Field label="Location">
          <input name="location" />
        </Field>
        <Field label="Date">
          <input name="date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Time">
          <input name="time" type="time" required />
        </Field>
        <Field label="Duration (hours)">
          <input name="duration" type="number" step="0.5" min="0" />
        </Field>
        <Field label="Platform">
          <select name="platform" value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
            {Object.entries(PLATFORM_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </Field>
        {platform !== 'none' && (
          <Field label="Meeting Link" wide>
            <input name="meeting_link" type="url" placeholder="https://" />
          </Field>
        )}
        <Field label="Description" wide>
          <textarea name="description" rows={3} />
        </Field>
        {adding && <RepeatPicker start={date} />}
      </FormModal>
    </Page>
  );
}
