import { useState } from 'react';
import { familyApi } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { useSession } from '../../state/session';
import { Avatar } from './Avatar';

type Invite = Awaited<ReturnType<typeof api<typeof familyApi.invite>>>;

/** The family's members, and an invite code with its link for the next one. */
export function MembersCard() {
  const me = useSession((s) => s.user);
  const { data: family, loading } = useApi('family', familyApi.get);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [busy, setBusy] = useState(false);

  const createInvite = async () => {
    setBusy(true);
    try {
      setInvite(await api(familyApi.invite, { body: { role: 'adult' } }));
    } catch (err) {
      toast.error(messageOf(err, 'Could not create an invite. Please try again.'));
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
    <Card
      title={
        family
          ? `${family.name} · ${family.members.length} member${family.members.length === 1 ? '' : 's'}`
          : 'Family members'
      }
      actions={
        <Button size="sm" onClick={createInvite} busy={busy}>
          Invite Member
        </Button>
      }
      data-testid="family-members"
    >
      {loading && !family ? (
        <div className="skeleton-bar" />
      ) : (
        <ul className="member-list">
          {family?.members.map((m) => (
            <li key={m.id} className="member-chip">
              <Avatar name={m.name} url={m.avatar_url} />
              <span className="member-name">
                {m.name}
                {m.id === me?.id && <span className="member-you"> (you)</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Modal
        title="Invite a family member"
        open={!!invite}
        onClose={() => setInvite(null)}
        footer={
          <Button variant="secondary" onClick={() => setInvite(null)}>
            Done
          </Button>
        }
      >
        {invite && (
          <div className="invite-box">
            <p>
              Share this code or link. It works once and expires on{' '}
              {new Date(invite.expires_at).toLocaleDateString()}.
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
        )}
      </Modal>
    </Card>
  );
}
