import { CAREGIVER_TYPES, caregiversApi, RATE_TYPES, type Caregiver } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { cap, formatMoney } from '../../format';
import { optNumber, text } from './formData';
import { HubCard, HubCards } from './HubCards';
import { HubTab } from './HubTab';

const caregiverBody = (fd: FormData) => ({
  name: text(fd, 'name'),
  type: text(fd, 'type') as Caregiver['type'],
  phone: text(fd, 'phone'),
  email: text(fd, 'email'),
  rate: optNumber(fd, 'rate'),
  rate_type: text(fd, 'rate_type') as Caregiver['rate_type'],
  venmo: text(fd, 'venmo'),
  zelle: text(fd, 'zelle'),
  notes: text(fd, 'notes'),
});

/** "$18.00 / hour", "$120.00 / day", "$300.00 / flat". */
const PER: Record<Caregiver['rate_type'], string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  flat: 'flat',
};

export function CaregiversTab() {
  const { data, loading } = useApi('caregivers', caregiversApi.list);
  return (
    <HubTab<Caregiver, typeof caregiversApi>
      api={caregiversApi}
      touches={['caregivers']}
      noun="Caregiver"
      intro="Babysitters, nannies and helpers, with their rates and how to pay them."
      body={caregiverBody}
      confirmDelete={(c) => `Remove ${c.name} from your caregivers?`}
      deleteFailed="Could not remove the caregiver"
      fields={(c) => (
        <>
          <Field label="Name">
            <input name="name" required maxLength={200} defaultValue={c?.name} />
          </Field>
          <Field label="Type">
            <select name="type" defaultValue={c?.type ?? 'babysitter'}>
              {CAREGIVER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {cap(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Phone">
            <input name="phone" type="tel" maxLength={50} defaultValue={c?.phone} />
          </Field>
          <Field label="Email">
            <input name="email" type="email" maxLength={254} defaultValue={c?.email} />
          </Field>
          <Field label="Rate">
            <input name="rate" type="number" min={0} step={0.01} defaultValue={c?.rate ?? ''} />
          </Field>
          <Field label="Rate type">
            <select name="rate_type" defaultValue={c?.rate_type ?? 'hourly'}>
              {RATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {cap(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Venmo">
            <input name="venmo" maxLength={100} defaultValue={c?.venmo} />
          </Field>
          <Field label="Zelle">
            <input name="zelle" maxLength={100} defaultValue={c?.zelle} />
          </Field>
          <Field label="Notes" wide>
            <textarea name="notes" rows={3} maxLength={2000} defaultValue={c?.notes} />
          </Field>
        </>
      )}
    >
      {({ add, actions }) => (
        <HubCards
          rows={data}
          loading={loading}
          empty={{
            title: 'No caregivers yet',
            description: "Keep your babysitter's number and rate in one place.",
            action: <Button onClick={add}>Add Caregiver</Button>,
          }}
        >
          {(c) => (
            <HubCard
              key={c.id}
              testId="caregiver-card"
              name={c.name}
              tone="caregiver"
              sub={
                <>
                  <Badge tone="purple">{cap(c.type)}</Badge>
                  {c.rate !== null && (
                    <span className="caregiver-rate">
                      {formatMoney(c.rate)} / {PER[c.rate_type]}
                    </span>
                  )}
                </>
              }
              details={[
                { term: 'Phone', value: c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a> },
                { term: 'Email', value: c.email && <a href={`mailto:${c.email}`}>{c.email}</a> },
                {
                  term: 'Pay',
                  value: [c.venmo && `Venmo ${c.venmo}`, c.zelle && `Zelle ${c.zelle}`]
                    .filter(Boolean)
                    .join(' · '),
                },
                { term: 'Notes', value: c.notes },
              ]}
              actions={actions(c, c.name)}
            />
          )}
        </HubCards>
      )}
    </HubTab>
  );
}
