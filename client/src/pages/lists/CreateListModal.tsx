import { useState } from 'react';
import {
  familyApi,
  listsApi,
  LIST_KINDS,
  type ListDetail,
  type ListKind,
  type ListSharing,
} from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { useSession } from '../../state/session';
import { KIND_LABEL, SHARING_LABEL } from './labels';

/** New list: a name, its kind, and who shares it (only me, the whole family, or chosen members). */
export function CreateListModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (list: ListDetail) => void;
}) {
  const me = useSession((s) => s.user?.id);
  const family = useApi('family', familyApi.get, undefined, open);
  const [sharing, setSharing] = useState<ListSharing>('family');
  const others = (family.data?.members ?? []).filter((m) => m.id !== me);
  const submit = async (f: FormData) => {
    const list = await mutate(
      listsApi.create,
      {
        body: {
          name: String(f.get('name') ?? ''),
          kind: String(f.get('kind')) as ListKind,
          sharing,
          member_ids: sharing === 'members' ? f.getAll('member').map(String) : [],
        },
      },
      ['lists'],
    );
    onCreated(list);
  };
  return (
    <FormModal
      title="New list"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create list"
      testId="create-list-modal"
    >
      <Field label="Name" wide>
        <input name="name" required maxLength={200} placeholder="Groceries" />
      </Field>
      <FieldRow>
        <Field label="Kind">
          <select name="kind" defaultValue="shopping">
            {LIST_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Shared with">
          <select name="sharing" value={sharing} onChange={(e) => setSharing(e.target.value as ListSharing)}>
            {(Object.keys(SHARING_LABEL) as ListSharing[]).map((s) => (
              <option key={s} value={s}>
                {SHARING_LABEL[s]}
              </option>
            ))}
          </select>
        </Field>
      </FieldRow>
      {sharing === 'members' && (
        <fieldset className="lists-members field-wide">
          <legend className="field-label">Members</legend>
          {others.length === 0 ? (
            <p className="lists-muted">Nobody else is in your family yet.</p>
          ) : (
            others.map((m) => (
              <label key={m.id} className="lists-member">
                <input type="checkbox" name="member" value={m.id} /> {m.name}
              </label>
            ))
          )}
        </fieldset>
      )}
    </FormModal>
  );
}
