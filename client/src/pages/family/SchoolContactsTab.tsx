import { SCHOOL_CONTACT_ROLES, schoolContactsApi, type SchoolContact } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { cap } from '../../format';
import { text } from './formData';
import { HubTab } from './HubTab';

const contactBody = (fd: FormData) => ({
  name: text(fd, 'name'),
  role: text(fd, 'role') as SchoolContact['role'],
  school: text(fd, 'school'),
  email: text(fd, 'email'),
  phone: text(fd, 'phone'),
});

const link = (scheme: 'mailto' | 'tel', value: string) =>
  value ? <a href={`${scheme}:${value}`}>{value}</a> : <span className="cell-muted">—</span>;

export function SchoolContactsTab() {
  const { data, loading } = useApi('school-contacts', schoolContactsApi.list);
  return (
    <HubTab<SchoolContact, typeof schoolContactsApi>
      api={schoolContactsApi}
      touches={['school-contacts']}
      noun="Contact"
      title="School Contact"
      intro="Teachers, the school office and the nurse, one tap away."
      body={contactBody}
      confirmDelete={(c) => `Delete ${c.name} from school contacts?`}
      deleteFailed="Could not delete the contact"
      fields={(c) => (
        <>
          <Field label="Name">
            <input name="name" required maxLength={200} defaultValue={c?.name} />
          </Field>
          <Field label="Role">
            <select name="role" defaultValue={c?.role ?? 'teacher'}>
              {SCHOOL_CONTACT_ROLES.map((r) => (
                <option key={r} value={r}>
                  {cap(r)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="School" wide>
            <input name="school" maxLength={200} defaultValue={c?.school} />
          </Field>
          <Field label="Email">
            <input name="email" type="email" maxLength={254} defaultValue={c?.email} />
          </Field>
          <Field label="Phone">
            <input name="phone" type="tel" maxLength={50} defaultValue={c?.phone} />
          </Field>
        </>
      )}
    >
      {({ actions }) => (
        <DataTable
          testId="school-contacts-table"
          columns={[
            { key: 'name', header: 'Name', render: (c) => <strong>{c.name}</strong> },
            { key: 'role', header: 'Role', render: (c) => <Badge tone="blue">{cap(c.role)}</Badge> },
            { key: 'school', header: 'School' },
            { key: 'email', header: 'Email', render: (c) => link('mailto', c.email) },
            { key: 'phone', header: 'Phone', render: (c) => link('tel', c.phone) },
          ]}
          actions={(c) => actions(c, c.name)}
          rows={data}
          rowKey={(c) => c.id}
          loading={loading}
          empty="No school contacts yet"
        />
      )}
    </HubTab>
  );
}
