import { useState } from 'react';
import { listsApi, type ListDetail, type ListSharing } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { FormModal } from '../../components/FormModal';
import { ListFields, listFieldValues } from './ListFields';

/** New list: a name, its kind, and who shares it. */
export function CreateListModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (list: ListDetail) => void;
}) {
  const [sharing, setSharing] = useState<ListSharing>('family');
  const submit = async (f: FormData) =>
    onCreated(await mutate(listsApi.create, { body: listFieldValues(f, sharing) }, ['lists']));
  return (
    <FormModal
      title="New list"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create list"
      testId="create-list-modal"
    >
      {open && <ListFields sharing={sharing} onSharing={setSharing} />}
    </FormModal>
  );
}
