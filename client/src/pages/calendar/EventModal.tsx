import { useState } from 'react';
import { familyEventsApi, meetingsApi } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { RepeatPicker } from './RepeatPicker';
import { WhoPicker } from './WhoPicker';
import { warnConflicts } from './ConflictsPanel';

type Kind = 'meeting' | 'family';
const str = (fd: FormData, k: string) => String(fd.get(k) ?? '');

/** Adds a meeting (mine) or a family event (shared with the family), either of which may repeat. */
export function EventModal({ open, onClose, day }: { open: boolean; onClose: () => void; day: string }) {
  const [kind, setKind] = useState<Kind>('meeting');
  const [date, setDate] = useState(day);
  const [allDay, setAllDay] = useState(false);

  const submit = async (fd: FormData) => {
    const rrule = str(fd, 'rrule') || null;
    const minutes = Math.round(Number(str(fd, 'duration') || '60'));
    if (kind === 'meeting') {
      const saved = await mutate(
        meetingsApi.create,
        {
          body: {
            title: str(fd, 'title'),
            date: str(fd, 'date'),
            time: str(fd, 'time'),
            duration: minutes / 60,
            location: str(fd, 'location'),
            rrule,
          },
        },
        ['meetings'],
      );
      void warnConflicts({ meeting_id: saved.id }, saved.date);
    } else {
      const saved = await mutate(
        familyEventsApi.create,
        {
          body: {
            title: str(fd, 'title'),
            date: str(fd, 'date'),
            all_day: allDay,
            time: allDay ? null : str(fd, 'time') || null,
            duration_minutes: allDay ? null : minutes,
            location: str(fd, 'location'),
            member_ids: fd.getAll('member_ids').map(String),
            rrule,
          },
        },
        ['family-events', 'meetings'],
      );
      void warnConflicts({ item_id: saved.id }, saved.date);
    }
    onClose();
  };

  return (
    <FormModal
      title={kind === 'meeting' ? 'New Meeting' : 'New Family Event'}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      testId="event-modal"
      size="lg"
    >
      <div className="field-wide">
        <SegmentedToggle
          aria-label="What to add"
          size="sm"
          options={[
            { value: 'meeting', label: 'My meeting' },
            { value: 'family', label: 'Family event' },
          ]}
          value={kind}
          onChange={setKind}
        />
      </div>
      <Field label="Title" wide>
        <input name="title" required autoFocus />
      </Field>
      <FieldRow>
        <Field label="Date">
          <input name="date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        {!(kind === 'family' && allDay) && (
          <Field label="Time">
            <input name="time" type="time" required defaultValue="09:00" />
          </Field>
        )}
        {!(kind === 'family' && allDay) && (
          <Field label="Minutes">
            <input name="duration" type="number" min={5} max={1440} step={5} defaultValue={60} />
          </Field>
        )}
      </FieldRow>
      {kind === 'family' && (
        <label className="checkbox-field field-wide">
          <input type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} /> All day
        </label>
      )}
      <Field label="Location" wide>
        <input name="location" />
      </Field>
      {kind === 'family' && <WhoPicker />}
      <RepeatPicker start={date} />
    </FormModal>
  );
}
