import { useState } from 'react';
import { invitationsApi } from '@hearth/shared';
import { api, ApiError } from '../../api/client';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import type { PlanPermissions } from './planRole';

const INVITE_ROLES = [
  { value: 'participant', label: 'Participant' },
  { value: 'co_captain', label: 'Co-captain' },
  { value: 'viewer', label: 'Viewer' },
] as const;

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Invite Participant: a registered email gets access to the plan at once. */
export function InviteModal({
  perms,
  planId,
  planName,
  open,
  onClose,
}: {
  perms: PlanPermissions;
  planId: string;
  planName: string;
  open: boolean;
  onClose: () => void;
}) {
  // Nobody grants a role above their own.
  const grantable = INVITE_ROLES.filter((r) => perms.can('invite', { to: r.value }));
  const [error, setError] = useState<string>();
  const submit = async (f: FormData) => {
    setError(undefined);
    try {
      await api(invitationsApi.create, {
        body: {
          plan_id: planId,
          plan_name: planName,
          invitee_name: text(f, 'invitee_name'),
          invitee_email: text(f, 'invitee_email') || null,
          invitee_phone: text(f, 'invitee_phone'),
          role: text(f, 'role') as 'participant' | 'co_captain' | 'viewer',
          message: text(f, 'message'),
        },
      });
      toast('Invitation sent successfully!');
      onClose();
    } catch (err) {
      console.error('invitation failed', err);
      setError(err instanceof ApiError ? err.detail : 'Failed to send invitation');
    }
  };
  return (
    <FormModal
      title="Invite Participant"
      open={open}
      onClose={() => (setError(undefined), onClose())}
      onSubmit={submit}
      submitLabel="Send Invitation"
      error={error}
    >
      <Field label="Name" wide>
        <input name="invitee_name" required />
      </Field>
      <FieldRow>
        <Field label="Email">
          <input name="invitee_email" type="email" />
        </Field>
        <Field label="Phone">
          <input name="invitee_phone" type="tel" />
        </Field>
      </FieldRow>
      <Field label="Role" wide>
        <select name="role" defaultValue="participant">
          {grantable.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Message" wide>
        <textarea name="message" rows={3} />
      </Field>
    </FormModal>
  );
}
