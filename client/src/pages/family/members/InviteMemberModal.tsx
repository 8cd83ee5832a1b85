import { useState } from 'react';
import { familyApi, grantableRoles, type GrantableFamilyRole } from '@hearth/shared';
import { api, messageOf } from '../../../api/client';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useSession } from '../../../state/session';
import { ROLE_HINT, ROLE_LABEL } from './roles';

type Invite = Awaited<ReturnType<typeof api<typeof familyApi.invite>>>;

/** Choose the role an invite gives, then share its code or link (single use, 7 days). */
export function InviteMemberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useSession((s) => s.user?.family_role);
  const roles = role ? grantableRoles(role) : [];
  const [chosen, setChosen] = useState<GrantableFamilyRole>('adult');
  const [invite, setInvite] = useState<Invite | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setInvite(null);
    setError(null);
    onClose();
  };
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      setInvite(await api(familyApi.invite, { body: { role: chosen } }));
    } catch (err) {
      setError(messageOf(err, 'Could not create an invite. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast('Copied to clipboard');
    } catch {
      toast.error('Copy failed: select the text and copy it instead');
    }
  };

  return (
    <Modal
      title="Invite a family member"
      open={open}
      onClose={close}
      testId="invite-modal"
      footer={
        invite ? (
          <Button variant="secondary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={create} busy={busy}>
              Create invite
            </Button>
          </>
        )
      }
    >
      {invite ? (
        <div className="invite-box">
          <p>
            Share this code or link with your new <strong>{ROLE_LABEL[invite.role].toLowerCase()}</strong>. It
            works once and expires on {new Date(invite.expires_at).toLocaleDateString()}.
          </p>
          <div className="invite-row">
            <code className="invite-code" data-testid="invite-code">
              {invite.code}
            </code>
            <Button size="sm" variant="secondary" onClick={() => copy(invite.code)}>
              Copy code
            </Button>
          </div>
          <div className="invite-row">
            <input
              className="invite-link"
              readOnly
              value={invite.url}
              aria-label="Invite link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button size="sm" variant="secondary" onClick={() => copy(invite.url)}>
              Copy link
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-grid">
          <Field
            label="Their role"
            hint={
              roles.includes('admin')
                ? ROLE_HINT[chosen]
                : `${ROLE_HINT[chosen]}. Only the owner and admins make admins.`
            }
            wide
          >
            <select
              name="role"
              value={chosen}
              onChange={(e) => setChosen(e.target.value as GrantableFamilyRole)}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </Field>
          {error && (
            <div className="form-error" role="alert">
              {error}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
