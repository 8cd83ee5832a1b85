import { useState } from 'react';
import { invitationsApi } from '@hearth/shared';
import { api } from '../../api/client';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useSession } from '../../state/session';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Invite Participant: a registered email gets access to the plan at once. */
export function InviteModal({
  planId,
  planName,
  open,
  onClose,
}: {
  planId: string;
  planName: string;
  open: boolean;
  onClose: () => void;
}) {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const [error, setError] = useState<string>();
  const submit = async (f: FormData) => {
    setError(undefined);
    try {
      await api(invitationsApi.create, {
        body: {
          plan_id: planId,
          plan_name: planName,
          inviter_name: userName,
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
      setError('Failed to send invitation');
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
          <option value="participant">Participant</option>
          <option value="co_captain">Co-captain</option>
          <option value="viewer">Viewer</option>
        </select>
      </Field>
      <Field label="Message" wide>
        <textarea name="message" rows={3} />
      </Field>
    </FormModal>
  );
}
