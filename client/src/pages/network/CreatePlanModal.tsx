import { useState } from 'react';
import { NETWORK_PLAN_TYPES, plansApi, type Plan, type PlanPrivacy, type PlanType } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { useSession } from '../../state/session';
import { label } from './statusTone';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** 'Create Professional Event': name and start date required; type networking_event, privacy private, captain the user. */
export function CreatePlanModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (p: Plan) => void;
}) {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = async (f: FormData) => {
    setError(undefined);
    try {
      const plan = await mutate(
        plansApi.create,
        {
          body: {
            name: text(f, 'name'),
            description: text(f, 'description'),
            type: text(f, 'type') as PlanType,
            event_captain_name: text(f, 'event_captain_name') || userName,
            start_date: text(f, 'start_date'),
            end_date: text(f, 'end_date') || null,
            budget: text(f, 'budget') ? Number(text(f, 'budget')) : null,
            privacy: text(f, 'privacy') as PlanPrivacy,
          },
        },
        ['plans'],
      );
      onCreated(plan);
    } catch (err) {
      console.error('creating a plan failed', err);
      setError('Failed to create plan');
    }
  };
  return (
    <FormModal
      title="Create Professional Event"
      open={open}
      onClose={close}
      onSubmit={submit}
      error={error}
      submitLabel="Create Plan"
    >
      <Field label="Event name" wide>
        <input name="name" required />
      </Field>
      <Field label="Description" wide>
        <textarea name="description" rows={2} />
      </Field>
      <FieldRow>
        <Field label="Type">
          <select name="type" defaultValue="networking_event">
            {NETWORK_PLAN_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Privacy">
          <select name="privacy" defaultValue="private">
            <option value="private">Private</option>
            <option value="family_only">Family only</option>
            <option value="shared">Shared</option>
          </select>
        </Field>
      </FieldRow>
      <Field label="Event captain" wide>
        <input name="event_captain_name" defaultValue={userName} />
      </Field>
      <FieldRow>
        <Field label="Start date">
          <input name="start_date" type="date" required />
        </Field>
        <Field label="End date">
          <input name="end_date" type="date" />
        </Field>
      </FieldRow>
      <Field label="Budget" wide>
        <input name="budget" type="number" step="0.01" min="0" />
      </Field>
    </FormModal>
  );
}
