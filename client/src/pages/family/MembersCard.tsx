import { useState } from 'react';
import { Link } from 'react-router';
import { familyApi } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useFamilyCan } from '../../state/familyRole';
import { useSession } from '../../state/session';
import { Avatar } from './Avatar';
import { InviteMemberModal } from './members/InviteMemberModal';
import { ROLE_LABEL } from './members/roles';

/** The family's members with their roles, a link to manage them, and (for adults) an invite. */
export function MembersCard() {
  const me = useSession((s) => s.user);
  const canInvite = useFamilyCan('invite');
  const { data: family, loading } = useApi('family', familyApi.get);
  const [inviting, setInviting] = useState(false);

  return (
    <Card
      title={
        family
          ? `${family.name} · ${family.members.length} member${family.members.length === 1 ? '' : 's'}`
          : 'Family members'
      }
      actions={
        <>
          <Link className="btn btn-secondary btn-sm" to="/family/members">
            Manage members
          </Link>
          {canInvite && (
            <Button size="sm" onClick={() => setInviting(true)}>
              Invite Member
            </Button>
          )}
        </>
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
                <span className="member-sub">{ROLE_LABEL[m.role]}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <InviteMemberModal open={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
