import { useState, type ReactNode } from 'react';
import type { BodyOf, Endpoint, Resource } from '@hearth/shared';
import { messageOf, type CallInput } from '../../api/client';
import { mutate } from '../../api/resources';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { FormModal } from '../../components/FormModal';
import { RowActions } from '../../components/RowActions';
import { toast } from '../../components/toast';

/** A family hub resource: its create, update and delete endpoints share one body. */
interface HubApi {
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

interface HubTabProps<T extends { id: string }, A extends HubApi> {
  api: A;
  /** The resources a write reloads, the tab's own first. */
  touches: Resource[];
  /** One row: "+ Add {noun}" and the submit button "Add {noun}". */
  noun: string;
  /** The modal's "Add {title}" / "Edit {title}", when longer than the noun. */
  title?: string;
  intro: ReactNode;
  /** Why nothing can be added yet (e.g. no child): Add is disabled with this as its tooltip. */
  blocked?: string;
  /** The body the form's fields make, for create and update alike. */
  body: (fd: FormData) => BodyOf<A['create']>;
  /** The form's fields, prefilled from the row being edited. */
  fields: (row: T | undefined) => ReactNode;
  confirmDelete: (row: T) => string;
  /** After a row is added or changed (e.g. to warn about its clashes). */
  onSaved?: (row: T) => void;
  deleteFailed: string;
  /** The rows, given what a row's buttons and an empty state need. */
  children: (hub: { add: () => void; actions: (row: T, name: string) => ReactNode }) => ReactNode;
}

/**
 * One tab of the family hub: an intro with "+ Add …", the rows, and one form modal that adds a row or,
 * prefilled, edits one. Errors from the server show in the modal; a failed delete in a toast.
 */
export function HubTab<T extends { id: string }, A extends HubApi>({
  api,
  touches,
  noun,
  title = noun,
  intro,
  blocked,
  body,
  fields,
  confirmDelete,
  deleteFailed,
  onSaved,
  children,
}: HubTabProps<T, A>) {
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const confirm = useConfirm();
  const row = editing?.row;

  const save = async (fd: FormData) => {
    const input = { body: body(fd), ...(row && { params: { id: row.id } }) };
    const saved = row
      ? await mutate<A['update']>(api.update, input as CallInput<A['update']>, touches)
      : await mutate<A['create']>(api.create, input as CallInput<A['create']>, touches);
    setEditing(null);
    onSaved?.(saved as T);
  };
  const remove = async (r: T) => {
    if (!(await confirm(confirmDelete(r)))) return;
    try {
      await mutate<A['remove']>(api.remove, { params: { id: r.id } } as CallInput<A['remove']>, touches);
    } catch (err) {
      toast.error(messageOf(err, deleteFailed));
    }
  };
  const add = () => setEditing({});
  const actions = (r: T, name: string) => (
    <RowActions name={name} onEdit={() => setEditing({ row: r })} onDelete={() => void remove(r)} />
  );

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">{intro}</p>
        <Button onClick={add} disabled={!!blocked} title={blocked}>
          {`+ Add ${noun}`}
        </Button>
      </div>
      {children({ add, actions })}
      <FormModal
        title={row ? `Edit ${title}` : `Add ${title}`}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSubmit={save}
        submitLabel={row ? 'Save Changes' : `Add ${noun}`}
      >
        {fields(row)}
      </FormModal>
    </div>
  );
}
