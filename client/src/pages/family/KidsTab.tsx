import { childrenApi, type Child } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { optNumber, text } from './formData';
import { HubCard, HubCards } from './HubCards';
import { HubTab } from './HubTab';

const childBody = (fd: FormData) => ({
  name: text(fd, 'name'),
  age: optNumber(fd, 'age'),
  grade: text(fd, 'grade'),
  school: text(fd, 'school'),
  allergies: text(fd, 'allergies'),
  medical_notes: text(fd, 'medical_notes'),
});

export function KidsTab() {
  const { data, loading } = useApi('children', childrenApi.list);
  return (
    <HubTab<Child, typeof childrenApi>
      api={childrenApi}
      // A child's name shows in their schedules and activities, which go with them on delete.
      touches={['children', 'school-schedules', 'kid-activities']}
      noun="Child"
      intro="Profiles for each child: school, grade, allergies and medical notes, shared with the whole family."
      body={childBody}
      confirmDelete={() => 'Delete this child profile?'}
      deleteFailed="Could not delete the child profile"
      fields={(c) => (
        <>
          <Field label="Name">
            <input name="name" required maxLength={200} autoFocus defaultValue={c?.name} />
          </Field>
          <Field label="Age">
            <input name="age" type="number" min={0} max={30} step={1} defaultValue={c?.age ?? ''} />
          </Field>
          <Field label="Grade">
            <input name="grade" maxLength={100} defaultValue={c?.grade} />
          </Field>
          <Field label="School">
            <input name="school" maxLength={200} defaultValue={c?.school} />
          </Field>
          <Field label="Allergies" wide>
            <input name="allergies" maxLength={1000} defaultValue={c?.allergies} />
          </Field>
          <Field label="Medical notes" wide>
            <textarea name="medical_notes" rows={3} maxLength={2000} defaultValue={c?.medical_notes} />
          </Field>
        </>
      )}
    >
      {({ add, actions }) => (
        <HubCards
          rows={data}
          loading={loading}
          empty={{
            title: 'No children added yet',
            description: 'Add a child to track school runs and activities.',
            action: <Button onClick={add}>Add Child</Button>,
          }}
        >
          {(c) => (
            <HubCard
              key={c.id}
              testId="kid-card"
              name={c.name}
              sub={
                [c.age !== null ? `Age ${c.age}` : '', c.grade].filter(Boolean).join(' · ') ||
                'No details yet'
              }
              details={[
                { term: 'School', value: c.school },
                { term: 'Allergies', value: c.allergies, className: 'kid-alert' },
                { term: 'Medical', value: c.medical_notes },
              ]}
              actions={actions(c, c.name)}
            />
          )}
        </HubCards>
      )}
    </HubTab>
  );
}
