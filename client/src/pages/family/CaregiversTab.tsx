import { useState } from 'react';
import { CAREGIVER_TYPES, caregiversApi, RATE_TYPES, type Caregiver } from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { formatMoney } from '../../format';
import { optNumber, text } from './formData';

const label = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function CaregiversTab() {
  const { data, loading } = useApi('caregivers', caregiversApi.list);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();

  const add = async (fd: FormData) => {
    await mutate(
      caregiversApi.create,
      {
        body: {
          name: text(fd, 'name'),
          type: text(fd, 'type') as Caregiver['type'],
          phone: text(fd, 'phone'),
          email: text(fd, 'email'),
          rate: optNumber(fd, 'rate'),
          rate_type: text(fd, 'rate_type') as Caregiver['rate_type'],
          venmo: text(fd, 'venmo'),
          zelle: text(fd, 'zelle'),
          notes: text(fd, 'notes'),
        },
      },
      ['caregivers'],
    );
    setOpen(false);
  };
  const remove = async (c: Caregiver) => {
    if (!(await confirm(`Remove ${c.name} from your caregivers?`))) return;
    try {
      await mutate(caregiversApi.remove, { params: { id: c.id } }, ['caregivers']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not remove the caregiver'));
    }
  };

  return (
    <div className="hub-tab">
      <div className="hub-tab-head">
        <p className="hub-tab-intro">
          Babysitters, nannies and helpers, with their rates and how to pay them.
        </p>
        <Button onClick={() => setOpen(true)}>+ Add Caregiver</Button>
      </div>
      {loading && !data ? (
        <div className="skeleton-bar" />
      ) : !data?.length ? (
        <EmptyState
          title="No caregivers yet"
          description="Keep your babysitter's number and rate in one place."
          action={<Button onClick={() => setOpen(true)}>Add Caregiver</Button>}
        />
      ) : (
        <div className="kid-grid">
          {data.map((c) => (
            <article key={c.id} className="kid-card" data-testid="caregiver-card">
              <header>
                <span className="kid-initial caregiver" aria-hidden="true">
                  {c.name.charAt(0).toUpperCase()}
                </span>
                <div>
                  <h3>{c.name}</h3>
                  <p className="kid-sub">
                    <Badge tone="purple">{label(c.type)}</Badge>
                    {c.rate !== null && (
                      <span className="caregiver-rate">
                        {formatMoney(c.rate)} /{' '}
                        {c.rate_type === 'hourly'
                          ? 'hour'
                          : c.rate_type === 'flat'
                            ? 'flat'
                            : c.rate_type.replace('ly', '')}
                      </span>
                    )}
                  </p>
                </div>
              </header>
              <dl>
                {c.phone && (
                  <>
                    <dt>Phone</dt>
                    <dd>
                      <a href={`tel:${c.phone}`}>{c.phone}</a>
                    </dd>
                  </>
                )}
                {c.email && (
                  <>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                    </dd>
                  </>
                )}
                {(c.venmo || c.zelle) && (
                  <>
                    <dt>Pay</dt>
                    <dd>
                      {[c.venmo && `Venmo ${c.venmo}`, c.zelle && `Zelle ${c.zelle}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </dd>
                  </>
                )}
                {c.notes && (
                  <>
                    <dt>Notes</dt>
                    <dd>{c.notes}</dd>
                  </>
                )}
              </dl>
              <footer>
                <Button size="sm" variant="ghost" onClick={() => remove(c)}>
                  Delete
                </Button>
              </footer>
            </article>
          ))}
        </div>
      )}
      <FormModal
        title="Add Caregiver"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={add}
        submitLabel="Add Caregiver"
      >
        <Field label="Name">
          <input name="name" required maxLength={200} />
        </Field>
        <Field label="Type">
          <select name="type" defaultValue="babysitter">
            {CAREGIVER_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Phone">
          <input name="phone" type="tel" maxLength={50} />
        </Field>
        <Field label="Email">
          <input name="email" type="email" maxLength={254} />
        </Field>
        <Field label="Rate">
          <input name="rate" type="number" min={0} step={0.01} />
        </Field>
        <Field label="Rate type">
          <select name="rate_type" defaultValue="hourly">
            {RATE_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Venmo">
          <input name="venmo" maxLength={100} />
        </Field>
        <Field label="Zelle">
          <input name="zelle" maxLength={100} />
        </Field>
        <Field label="Notes" wide>
          <textarea name="notes" rows={3} maxLength={2000} />
        </Field>
      </FormModal>
    </div>
  );
}
