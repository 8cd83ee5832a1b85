import { useState } from 'react';
import {
  addDays,
  describeRrule,
  familyEventsApi,
  meetingsApi,
  type CalendarFamilyEvent,
  type CalendarMeeting,
} from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { RepeatPicker } from './RepeatPicker';
import { WhoPicker } from './WhoPicker';
import { warnConflicts } from './ConflictsPanel';

export type Opened =
  | { kind: 'meeting'; item: CalendarMeeting }
  | { kind: 'family'; item: CalendarFamilyEvent }
  | { kind: 'task'; id: string };
type EventOpened = Exclude<Opened, { kind: 'task' }>;
type Scope = 'this' | 'following' | 'all';
const str = (fd: FormData, k: string) => String(fd.get(k) ?? '');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * One calendar item opened: change it, or for a repeating one this occurrence, this and the following
 * ones, or all of them; delete this one occurrence (EXDATE) or the whole item.
 */
export function OccurrenceModal({ opened, onClose }: { opened: EventOpened; onClose: () => void }) {
  const { kind, item } = opened;
  const repeating = item.recurrence_date !== null;
  const [scope, setScope] = useState<Scope>(repeating ? 'this' : 'all');
  const meetings = useApi('meetings', meetingsApi.list);
  const resources = kind === 'meeting' ? (['meetings'] as const) : (['family-events', 'meetings'] as const);
  const api = kind === 'meeting' ? meetingsApi : familyEventsApi;

  const saveAll = async (fd: FormData) => {
    const title = str(fd, 'title');
    const time = str(fd, 'time') || null;
    // Moving one occurrence by N days moves the whole series by N days.
    const date = addDays(item.series_date, daysBetween(item.date, str(fd, 'date')));
    const rrule = fd.has('rrule') ? str(fd, 'rrule') || null : item.rrule;
    if (opened.kind === 'meeting') {
      const m = meetings.data?.find((x) => x.id === item.id);
      if (!m) throw new Error('This meeting is no longer there.');
      await mutate(
        meetingsApi.update,
        { params: { id: m.id }, body: { ...m, title, date, time: time ?? m.time, rrule } },
        [...resources],
      );
    } else {
      const e = opened.item;
      await mutate(
        familyEventsApi.update,
        {
          params: { id: e.id },
          body: {
            title,
            date,
            all_day: e.all_day,
            time: e.all_day ? null : time,
            duration_minutes: e.duration_minutes,
            location: str(fd, 'location'),
            member_ids: fd.getAll('member_ids').map(String),
            rrule,
          },
        },
        [...resources],
      );
    }
  };

  const submit = async (fd: FormData) => {
    let id = item.id;
    if (scope === 'all') await saveAll(fd);
    else
      ({ id } = await mutate(
        api.editOccurrence,
        {
          params: { id: item.id, date: item.recurrence_date! },
          body: { scope, title: str(fd, 'title'), date: str(fd, 'date'), time: str(fd, 'time') || null },
        },
        [...resources],
      ));
    void warnConflicts(kind === 'meeting' ? { meeting_id: id } : { item_id: id }, str(fd, 'date'));
    onClose();
  };

  const removeOne = async () => {
    await mutate(api.cancelOccurrence, { params: { id: item.id, date: item.recurrence_date! } }, [
      ...resources,
    ]);
    onClose();
  };
  const removeAll = async () => {
    await mutate(api.remove, { params: { id: item.id } }, [...resources]);
    onClose();
  };

  return (
    <FormModal
      title={kind === 'meeting' ? 'Meeting' : 'Family Event'}
      open
      onClose={onClose}
      onSubmit={submit}
      testId="occurrence-modal"
      size="lg"
    >
      {item.rrule && (
        <p className="repeat-summary field-wide">↻ {describeRrule(item.rrule, item.series_date)}</p>
      )}
      <Field label="Title" wide>
        <input name="title" required defaultValue={item.title} autoFocus />
      </Field>
      <FieldRow>
        <Field label="Date">
          <input name="date" type="date" required defaultValue={item.date} />
        </Field>
        {item.time !== null && (
          <Field label="Time">
            <input name="time" type="time" required defaultValue={item.time} />
          </Field>
        )}
      </FieldRow>
      {repeating && (
        <fieldset className="scope-picker field-wide">
          <legend className="field-label">Change</legend>
          {(
            [
              ['this', 'This event'],
              ['following', 'This and following events'],
              ['all', 'All events'],
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
      {scope === 'all' && opened.kind === 'family' && (
        <>
          <Field label="Location" wide>
            <input name="location" maxLength={500} defaultValue={opened.item.location} />
          </Field>
          <WhoPicker initial={opened.item.member_ids} />
        </>
      )}
      {scope === 'all' && <RepeatPicker start={item.series_date} initial={item.rrule} />}
      <div className="occurrence-actions field-wide">
        {repeating && (
          <Button variant="danger" size="sm" onClick={() => void removeOne()}>
            Delete this one
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => void removeAll()}>
          {repeating ? 'Delete all' : 'Delete'}
        </Button>
      </div>
    </FormModal>
  );
}
