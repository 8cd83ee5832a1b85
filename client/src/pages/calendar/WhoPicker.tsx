import { familyApi } from '@hearth/shared';
import { useApi } from '../../api/resources';

/** The family members a family event is for ("member_ids" checkboxes; none: everyone). */
export function WhoPicker({ initial = [] }: { initial?: string[] }) {
  const family = useApi('family', familyApi.get);
  return (
    <fieldset className="day-picker field-wide">
      <legend className="field-label">Who (none: everyone)</legend>
      {(family.data?.members ?? []).map((m) => (
        <label key={m.id} className="day-chip">
          <input type="checkbox" name="member_ids" value={m.id} defaultChecked={initial.includes(m.id)} />
          <span>{m.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
