import { familyApi, isAdultRole, type FamilyMember } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Field } from '../../components/Field';

/** The family's adults (owner, admin, adult): who can be given a school run, an activity or a hand-off. */
export function useAdults(): FamilyMember[] | undefined {
  const members = useApi('family', familyApi.get).data?.members;
  return members?.filter((m) => isAdultRole(m.role));
}

/** The name of the member a row is assigned to ('' when nobody, or when they left the family). */
export const adultName = (adults: FamilyMember[] | undefined, id: string | null) =>
  (id && adults?.find((a) => a.id === id)?.name) || '';

/** The assignee select of a form ("assignee_id"; empty: nobody yet). */
export function AdultField({
  adults,
  value,
  label,
}: {
  adults: FamilyMember[] | undefined;
  value: string | null | undefined;
  label: string;
}) {
  return (
    <Field label={label} hint="Their meetings at that time are flagged as conflicts">
      <select name="assignee_id" defaultValue={value ?? ''}>
        <option value="">Nobody yet</option>
        {adults?.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
