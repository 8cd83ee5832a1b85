import { useState } from 'react';
import { contactsApi, type Contact } from '@hearth/shared';
import '../dashboard/work.css';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { Card } from '../../components/Card';
import { useConfirm } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { KEYS, readChoice } from '../../state/storage';
import { useViewMode } from '../../state/viewMode';
import { ImportContactsModal } from './ImportContactsModal';

export type ListView = 'separated' | 'universal';

function ContactCard({ c, onDelete }: { c: Contact; onDelete: () => void }) {
  return (
    <Card
      className="work-card"
      data-testid="contact-card"
      title={c.name}
      actions={
        <Badge tone={c.category === 'work' ? 'blue' : 'purple'}>
          {c.category === 'work' ? 'Work' : 'Life'}
        </Badge>
      }
    >
      {(c.role || c.company) && (
        <p className="work-card-text">{[c.role, c.company].filter(Boolean).join(' · ')}</p>
      )}
      <dl className="work-card-facts">
        <div>
          <dt>Email</dt>
          <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : '—'}</dd>
        </div>
      </dl>
      {c.notes && <p className="work-card-text cell-muted">{c.notes}</p>}
      <div className="work-card-footer">
        <RowActions name={c.name} onDelete={onDelete} deleteVariant="danger" />
      </div>
    </Card>
  );
}

export default function ContactsPage() {
  const mode = useViewMode((s) => s.mode);
  const { data, loading } = useApi('contacts', contactsApi.list);
  const [view, setView] = useState<ListView>(() =>
    readChoice(KEYS.contactViewMode, ['separated', 'universal'] as const, 'separated'),
  );
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const confirm = useConfirm();

  const changeView = (v: ListView) => {
    localStorage.setItem(KEYS.contactViewMode, v);
    setView(v);
  };
  const all = data ?? [];
  const shown = view === 'separated' ? all.filter((c) => c.category === mode) : all;
  const empty = view === 'separated' ? `No ${mode} contacts yet` : 'No contacts yet';

  const create = async (fd: FormData) => {
    await mutate(
      contactsApi.create,
      {
        body: {
          name: String(fd.get('name') ?? ''),
          email: String(fd.get('email') ?? ''),
          phone: String(fd.get('phone') ?? ''),
          company: String(fd.get('company') ?? ''),
          role: String(fd.get('role') ?? ''),
          category: fd.get('category') as Contact['category'],
          notes: String(fd.get('notes') ?? ''),
        },
      },
      ['contacts'],
    );
    setAdding(false);
  };

  const remove = async (c: Contact) => {
    if (
      !(await confirm('Are you sure you want to delete this contact?', {
        danger: true,
        confirmLabel: 'Delete',
      }))
    )
      return;
    await mutate(contactsApi.remove, { params: { id: c.id } }, ['contacts']).catch((e) =>
      console.error('delete contact failed', e),
    );
  };

  return (
    <Page
      testId="contacts-page"
      title="Contacts"
      subtitle="The people in your work and life"
      actions={
        <>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import Contacts
          </Button>
          <Button onClick={() => setAdding(true)}>Add Contact</Button>
        </>
      }
    >
      <div className="work-toolbar">
        <SegmentedToggle
          aria-label="Contact view"
          options={[
            { value: 'separated', label: 'Separated' },
            { value: 'universal', label: 'Universal' },
          ]}
          value={view}
          onChange={changeView}
        />
        <span className="work-count" data-testid="contact-count">
          {view === 'separated' ? `${shown.length} of ${all.length} contacts` : `${all.length} contacts`}
        </span>
      </div>
      {loading && !data ? (
        <div className="page-loading">Loading contacts…</div>
      ) : !shown.length ? (
        <EmptyState title={empty} action={<Button onClick={() => setAdding(true)}>Add Contact</Button>} />
      ) : (
        <div className="work-grid">
          {shown.map((c) => (
            <ContactCard key={c.id} c={c} onDelete={() => void remove(c)} />
          ))}
        </div>
      )}
      <FormModal
        title="Add Contact"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Add Contact"
        testId="contact-modal"
      >
        <Field label="Name" wide>
          <input name="name" required autoFocus />
        </Field>
        <Field label="Email">
          <input name="email" type="email" />
        </Field>
        <Field label="Phone">
          <input name="phone" type="tel" />
        </Field>
        <Field label="Company">
          <input name="company" />
        </Field>
        <Field label="Role">
          <input name="role" />
        </Field>
        <Field label="Category">
          <select name="category" defaultValue={mode}>
            <option value="work">Work</option>
            <option value="life">Life</option>
          </select>
        </Field>
        <Field label="Notes" wide>
          <textarea name="notes" rows={3} />
        </Field>
      </FormModal>
      <ImportContactsModal open={importing} onClose={() => setImporting(false)} category={mode} />
    </Page>
  );
}
