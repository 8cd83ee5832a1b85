import { useState } from 'react';
import { SCHOOL_CONTACT_ROLES, schoolContactsApi, type SchoolContact } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { text } from './formData';

const label = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function SchoolContactsTab() {
  const { data, loading } = useApi('school-contacts', schoolContactsApi.list);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();

  const add = async (fd: FormData) => {
    await mutate(
      schoolContactsApi.create,
      {
        body: {
          name: text(fd, 'name'),
          role: text(fd, 'role') as SchoolContact['role'],
          school: text(fd, 'school'),
          email: text(fd, 'email'),
          phone: text(fd, 'phone'),
        },
      },
      ['school-contacts'],
    );
    setOpen(false);
  };
  const remove = async (c: SchoolContact) => {
    if (!(await confirm(`Delete ${c.name} from school contacts?`))) return;
    try {
      await mutate(schoolContactsApi.remove, { params: { id: c.id } }, ['school-contacts']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the contact'));
    }
  };

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">Teachers, the school office and the nurse, one tap away.</p>
        <Button onClick={() => setOpen(true)}>+ Add Contact</Button>
      </div>
      <DataTable
        testId="school-contacts-table"
        columns={[
          { key: 'name', header: 'Name', render: (c) => <strong>{c.name}</strong> },
          { key: 'role', header: 'Role', render: (c) => <Badge tone="blue">{label(c.role)}</Badge> },
          { key: 'school', header: 'School' },
          {
            key: 'email',
            header: 'Email',
            render: (c) =>
              c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : <span className="cell-muted">—</span>,
          },
          {
            key: 'phone',
            header: 'Phone',
            render: (c) =>
              c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : <span className="cell-muted">—</span>,
          },
          {
            key: 'actions',
            header: '',
            align: 'right',
            render: (c) => (
              <Button size="sm" variant="ghost" onClick={() => remove(c)}>
                Delete
              </Button>
            ),
          },
        ]}
        rows={data}
        rowKey={(c) => c.id}
        loading={loading}
        empty="No school contacts yet"
      />
      <FormModal
        title="Add School Contact"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={add}
        submitLabel="Add Contact"
      >
        <Field label="Name">
          <input name="name" required maxLength={200} />
        </Field>
        <Field label="Role">
          <select name="role" defaultValue="teacher">
            {SCHOOL_CONTACT_ROLES.map((r) => (
              <option key={r} value={r}>
                {label(r)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="School" wide>
          <input name="school" maxLength={200} />
        </Field>
        <Field label="Email">
          <input name="email" type="email" maxLength={254} />
        </Field>
        <Field label="Phone">
          <input name="phone" type="tel" maxLength={50} />
        </Field>
      </FormModal>
    </div>
  );
}
