import { useState } from 'react';
import { Link } from 'react-router';
import { FAMILY_PLAN_TYPES, plansApi, type PlanType } from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { formatDate, formatMoney } from '../../format';
import { useSession } from '../../state/session';
import { label, planStatusTone } from '../network/statusTone';
import '../network/network.css';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Family collaborative plans (family_only), live for every family member; details live on /network-q. */
export function FamilyPlansPanel() {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const plans = useApi('plans', plansApi.list, { query: { privacy: 'family_only' } });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => (setOpen(false), setError(undefined));
  const create = async (f: FormData) => {
    setError(undefined);
    try {
      await mutate(
        plansApi.create,
        {
          body: {
            name: text(f, 'name'),
            description: text(f, 'description'),
            type: text(f, 'type') as PlanType,
            event_captain_name: userName,
            start_date: text(f, 'start_date'),
            budget: text(f, 'budget') ? Number(text(f, 'budget')) : null,
            privacy: 'family_only',
          },
        },
        ['plans'],
      );
      close();
    } catch (err) {
      console.error('creating a family plan failed', err);
      setError('Failed to create family plan');
    }
  };
  const list = plans.data ?? [];
  return (
    <Card
      title="Family collaborative plans"
      data-testid="family-plans-panel"
      actions={
        <>
          <Link to="/network-q" className="btn btn-ghost btn-sm">
            Open Network_Q →
          </Link>
          <Button size="sm" onClick={() => setOpen(true)}>
            + New Family Plan
          </Button>
        </>
      }
    >
      {plans.loading && !plans.data ? (
        <p className="nq-muted">Loading collaborative plans...</p>
      ) : list.length === 0 ? (
        <EmptyState
          title="No family plans yet"
          description="Plans you create here are shared with your whole family."
        />
      ) : (
        <ul className="nq-panel-list">
          {list.map((p) => (
            <li key={p.id} className="nq-row">
              <div className="nq-row-main">
                <strong>{p.name}</strong>
                <div className="nq-muted">
                  {label(p.type)} · {formatDate(p.start_date)} · {p.participants.length} participant
                  {p.participants.length === 1 ? '' : 's'}
                </div>
              </div>
              <div className="nq-expense-side">
                <Badge tone={planStatusTone(p.status)}>{label(p.status)}</Badge>
                <span className="nq-muted">{formatMoney(p.budget)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormModal
        title="New Family Plan"
        open={open}
        onClose={close}
        onSubmit={create}
        submitLabel="Create Plan"
        error={error}
      >
        <Field label="Name" wide>
          <input name="name" required />
        </Field>
        <Field label="Description" wide>
          <textarea name="description" rows={2} />
        </Field>
        <FieldRow>
          <Field label="Type">
            <select name="type" defaultValue="family_event">
              {FAMILY_PLAN_TYPES.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Date">
            <input name="start_date" type="date" required />
          </Field>
        </FieldRow>
        <Field label="Budget" wide>
          <input name="budget" type="number" step="0.01" min="0" />
        </Field>
      </FormModal>
    </Card>
  );
}
