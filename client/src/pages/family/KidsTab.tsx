import { useState } from 'react';
import { childrenApi, type Child } from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { useConfirm } from '../../components/ConfirmDialog';
import { toast } from '../../components/toast';
import { messageOf } from '../../api/client';
import { optNumber, text } from './formData';

export function KidsTab() {
  const { data, loading } = useApi('children', childrenApi.list);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();

  const add = async (fd: FormData) => {
    await mutate(
      childrenApi.create,
      {
        body: {
          name: text(fd, 'name'),
          age: optNumber(fd, 'age'),
          grade: text(fd, 'grade'),
          school: text(fd, 'school'),
          allergies: text(fd, 'allergies'),
          medical_notes: text(fd, 'medical_notes'),
        },
      },
      ['children'],
    );
    setOpen(false);
  };
  const remove = async (c: Child) => {
    if (!(await confirm('Delete this child profile?'))) return;
    try {
      await mutate(childrenApi.remove, { params: { id: c.id } }, [
        'children',
        'school-schedules',
        'kid-activities',
      ]);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the child profile'));
    }
  };

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">
          Profiles for each child: school, grade, allergies and medical notes, shared with the whole family.
        </p>
        <Button onClick={() => setOpen(true)}>+ Add Child</Button>
      </div>
      {loading && !data ? (
        <div className="skeleton-bar" />
      ) : !data?.length ? (
        <EmptyState
          title="No children added yet"
          description="Add a child to track school runs and activities."
          action={<Button onClick={() => setOpen(true)}>Add Child</Button>}
        />
      ) : (
        <div className="kid-grid">
          {data.map((c) => (
            <article key={c.id} className="kid-card" data-testid="kid-card">
              <header>
                <span className="kid-initial" aria-hidden="true">
                  {c.name.charAt(0).toUpperCase()}
                </span>
                <div>
                  <h3>{c.name}</h3>
                  <p className="kid-sub">
                    {[c.age !== null ? `Age ${c.age}` : '', c.grade].filter(Boolean).join(' · ') ||
                      'No details yet'}
                  </p>
                </div>
              </header>
              <dl>
                {c.school && (
                  <>
                    <dt>School</dt>
                    <dd>{c.school}</dd>
                  </>
                )}
                {c.allergies && (
                  <>
                    <dt>Allergies</dt>
                    <dd className="kid-alert">{c.allergies}</dd>
                  </>
                )}
                {c.medical_notes && (
                  <>
                    <dt>Medical</dt>
                    <dd>{c.medical_notes}</dd>
                  </>
                )}
              </dl>
              <footer>
                <Button size="sm" variant="ghost" onClick={() => remove(c)} aria-label={`Delete ${c.name}`}>
                  Delete
                </Button>
              </footer>
            </article>
          ))}
        </div>
      )}
      <FormModal
        title="Add Child"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={add}
        submitLabel="Add Child"
      >
        <Field label="Name">
          <input name="name" required maxLength={200} autoFocus />
        </Field>
        <Field label="Age">
          <input name="age" type="number" min={0} max={30} step={1} />
        </Field>
        <Field label="Grade">
          <input name="grade" maxLength={100} />
        </Field>
        <Field label="School">
          <input name="school" maxLength={200} />
        </Field>
        <Field label="Allergies" wide>
          <input name="allergies" maxLength={1000} />
        </Field>
        <Field label="Medical notes" wide>
          <textarea name="medical_notes" rows={3} maxLength={2000} />
        </Field>
      </FormModal>
    </div>
  );
}
