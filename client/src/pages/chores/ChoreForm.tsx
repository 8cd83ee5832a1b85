import { useState } from 'react';
import { DocChore, familyApi, type ChoreMember } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { RepeatPicker } from '../calendar/RepeatPicker';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** The chore a form describes (validated by the document's schema), keeping the turn on the same person. */
function choreFrom(f: FormData, names: Map<string, string>, was: DocChore | undefined): DocChore {
  const members: ChoreMember[] = f
    .getAll('members')
    .map(String)
    .map((id) => ({ user_id: id, name: names.get(id) ?? 'Member' }));
  const current = was && was.members[was.turn];
  const turn = Math.max(
    0,
    members.findIndex((m) => current && m.user_id === current.user_id),
  );
  const r = DocChore.safeParse({
    name: text(f, 'name'),
    members,
    turn,
    mode: text(f, 'mode') || 'round_robin',
    rrule: text(f, 'rrule') || null,
    start_date: text(f, 'start_date'),
    due_time: text(f, 'due_time') || null,
    points: Number(text(f, 'points') || 0),
    created_at: was?.created_at ?? new Date().toISOString(),
    // Days handed to someone else (conflict hand-offs) stay handed.
    ...(was?.stand_ins && { stand_ins: was.stand_ins }),
  });
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const where = issue.path[0] === 'members' ? 'Who' : issue.path.join(' ');
    throw new Error(`${where || 'Chore'}: ${issue.message}`);
  }
  return r.data;
}

/** Add or edit a chore: name, who it may go to, schedule, due time, points, and how turns are shared. */
export function ChoreForm({
  open,
  initial,
  today,
  onClose,
  onSave,
  onDelete,
}: {
  open: boolean;
  initial: DocChore | undefined;
  today: string;
  onClose: () => void;
  onSave: (chore: DocChore) => void;
  onDelete?: () => void;
}) {
  const { data: family } = useApi('family', familyApi.get);
  const [start, setStart] = useState(initial?.start_date ?? today);
  const names = new Map((family?.members ?? []).map((m) => [m.id, m.name]));
  const chosen = new Set(initial?.members.map((m) => m.user_id));
  return (
    <FormModal
      title={initial ? 'Edit Chore' : 'Add Chore'}
      open={open}
      onClose={onClose}
      onSubmit={(f) => onSave(choreFrom(f, names, initial))}
      submitLabel={initial ? 'Save Chore' : 'Add Chore'}
      size="lg"
      testId="chore-form"
    >
      <Field label="Chore" wide>
        <input
          name="name"
          required
          maxLength={200}
          defaultValue={initial?.name}
          placeholder="Empty the dishwasher"
        />
      </Field>
      <fieldset className="field-wide chore-members">
        <legend className="field-label">Who takes turns</legend>
        {(family?.members ?? []).map((m) => (
          <label key={m.id} className="checkbox-field">
            <input type="checkbox" name="members" value={m.id} defaultChecked={chosen.has(m.id)} /> {m.name}
          </label>
        ))}
      </fieldset>
      <FieldRow>
        <Field label="Starts">
          <input
            name="start_date"
            type="date"
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </Field>
        <Field label="Due by" hint="Optional">
          <input name="due_time" type="time" defaultValue={initial?.due_time ?? ''} />
        </Field>
      </FieldRow>
      <RepeatPicker start={start} initial={initial ? initial.rrule : 'FREQ=DAILY'} />
      <FieldRow>
        <Field label="Points">
          <input name="points" type="number" min={0} max={1000} defaultValue={initial?.points ?? 5} />
        </Field>
        <Field label="Turns">
          <select name="mode" defaultValue={initial?.mode ?? 'round_robin'}>
            <option value="round_robin">Round-robin</option>
            <option value="fewest_points">Fewest points this week</option>
          </select>
        </Field>
      </FieldRow>
      {onDelete && (
        <button type="button" className="chore-delete" onClick={onDelete}>
          Delete this chore
        </button>
      )}
    </FormModal>
  );
}
