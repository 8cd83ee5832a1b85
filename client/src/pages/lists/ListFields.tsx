import { familyApi, LIST_KINDS, type ListKind, type ListSharing } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Field, FieldRow } from '../../components/Field';
import { useSession } from '../../state/session';
import { KIND_LABEL, SHARING_LABEL } from './labels';

export interface ListFieldValues {
  name: string;
  kind: ListKind;
  sharing: ListSharing;
  member_ids: string[];
}

/** Reads the fields below from a submitted form. */
export const listFieldValues = (f: FormData, sharing: ListSharing): ListFieldValues => ({
  name: String(f.get('name') ?? ''),
  kind: String(f.get('kind')) as ListKind,
  sharing,
  member_ids: sharing === 'members' ? f.getAll('member').map(String) : [],
});

/** A list's name, kind and who shares it (only me, the whole family, or chosen members). */
export function ListFields({
  initial,
  sharing,
  onSharing,
  canShare = true,
}: {
  initial?: Partial<ListFieldValues>;
  sharing: ListSharing;
  onSharing: (s: ListSharing) => void;
  canShare?: boolean;
}) {
  const me = useSession((s) => s.user?.id);
  const family = useApi('family', familyApi.get);
  const others = (family.data?.members ?? []).filter((m) => m.id !== me);
  const chosen = new Set(initial?.member_ids ?? []);
  return (
    <>
      <Field label="Name" wide>
        <input name="name" required maxLength={200} placeholder="Groceries" defaultValue={initial?.name} />
      </Field>
      <FieldRow>
        <Field label="Kind">
          <select name="kind" defaultValue={initial?.kind ?? 'shopping'}>
            {LIST_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Shared with" hint={canShare ? undefined : 'Only the list’s owner changes this'}>
          <select
            name="sharing"
            value={sharing}
            disabled={!canShare}
            onChange={(e) => onSharing(e.target.value as ListSharing)}
          >
            {(Object.keys(SHARING_LABEL) as ListSharing[]).map((s) => (
              <option key={s} value={s}>
                {SHARING_LABEL[s]}
              </option>
            ))}
          </select>
        </Field>
      </FieldRow>
      {sharing === 'members' && canShare && (
        <fieldset className="lists-members field-wide">
          <legend className="field-label">Members</legend>
          {others.length === 0 ? (
            <p className="lists-muted">Nobody else is in your family yet.</p>
          ) : (
            others.map((m) => (
              <label key={m.id} className="lists-member">
                <input type="checkbox" name="member" value={m.id} defaultChecked={chosen.has(m.id)} />{' '}
                {m.name}
              </label>
            ))
          )}
        </fieldset>
      )}
    </>
  );
}
