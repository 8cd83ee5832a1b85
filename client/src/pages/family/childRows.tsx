import { childrenApi, type Child } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Field } from '../../components/Field';

/** The family's children, for the tabs whose rows belong to a child (school runs, activities). */
export function useKids(): Child[] | undefined {
  return useApi('children', childrenApi.list).data;
}

/**
 * The name of the child a row belongs to, from the live list of children: a renamed child shows under
 * the new name at once, in every member's browser, without reloading the row's own list.
 */
export const childName = (kids: Child[] | undefined, row: { child_id: string; child_name: string }) =>
  kids?.find((k) => k.id === row.child_id)?.name ?? row.child_name;

/** The "Child" select of a form. */
export function ChildField({ kids, value }: { kids: Child[] | undefined; value: string | undefined }) {
  return (
    <Field label="Child">
      <select name="child_id" required defaultValue={value}>
        {kids?.map((k) => (
          <option key={k.id} value={k.id}>
            {k.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
