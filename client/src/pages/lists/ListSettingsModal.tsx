import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listsApi, type ListSummary } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate } from '../../api/resources';
import { confirmDialog } from '../../components/ConfirmDialog';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { ListFields, listFieldValues } from './ListFields';

/** Rename a list or change its kind (anyone on it); who shares it, and deleting it, are for its owner. */
export function ListSettingsModal({
  list,
  open,
  onClose,
}: {
  list: ListSummary;
  open: boolean;
  onClose: () => void;
}) {
  const [sharing, setSharing] = useState(list.sharing);
  const navigate = useNavigate();
  const submit = async (f: FormData) => {
    const { name, kind, member_ids } = listFieldValues(f, sharing);
    const body = list.is_owner ? { name, kind, sharing, member_ids } : { name, kind };
    await mutate(listsApi.update, { params: { id: list.id }, body }, ['lists']);
    onClose();
  };
  const remove = async () => {
    if (!(await confirmDialog(`Delete “${list.name}” for everyone?`, { confirmLabel: 'Delete' }))) return;
    try {
      await mutate(listsApi.remove, { params: { id: list.id } }, ['lists']);
      navigate('/lists');
    } catch (err) {
      toast.error(messageOf(err, 'The list could not be deleted'));
    }
  };
  return (
    <FormModal
      title="List settings"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      testId="list-settings-modal"
    >
      {open && (
        <>
          <ListFields initial={list} sharing={sharing} onSharing={setSharing} canShare={list.is_owner} />
          {list.is_owner && (
            <button type="button" className="lists-remove" onClick={() => void remove()}>
              Delete list
            </button>
          )}
        </>
      )}
    </FormModal>
  );
}
