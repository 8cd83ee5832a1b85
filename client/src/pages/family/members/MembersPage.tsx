import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { familyApi, familyCan, familyRefusal, FamilyRole, type FamilyMember } from '@hearth/shared';
import { messageOf } from '../../../api/client';
import { mutate, useApi } from '../../../api/resources';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { toast } from '../../../components/toast';
import { useSession } from '../../../state/session';
import { Avatar } from '../Avatar';
import { AddChildAccountModal, ResetPinModal } from './ChildAccountModal';
import { InviteMemberModal } from './InviteMemberModal';
import { ROLE_LABEL, ROLE_TONE } from './roles';
import '../family.css';

/** Why `me` may not change `m`'s role, or null when they may. */
function roleLock(me: { id: string; family_role: FamilyRole }, m: FamilyMember): string | null {
  if (!familyCan(me.family_role, 'manage_members')) return familyRefusal('manage_members');
  if (m.role === 'owner') return "Nobody changes the owner's role: the owner hands the family over instead";
  return null;
}

/** Roles `me` may pick for `m` (a child account stays a child or a teen; admin only for owner/admin). */
const choices = (me: FamilyRole, m: FamilyMember): FamilyRole[] =>
  m.child_account
    ? ['teen', 'child']
    : FamilyRole.options.filter((r) => r !== 'owner' && (r !== 'admin' || familyCan(me, 'grant_admin')));

/** Why `me` may not remove `m`, or null when they may. */
function removeLock(me: { id: string; family_role: FamilyRole }, m: FamilyMember): string | null {
  if (m.id === me.id) return 'Use Leave family to leave';
  if (m.role === 'owner') return 'The owner cannot be removed';
  const action = m.child_account ? 'manage_child_accounts' : 'manage_members';
  return familyCan(me.family_role, action) ? null : familyRefusal(action);
}

/** /family/members: everyone with their role; owners and admins change roles and remove; anyone leaves. */
export default function MembersPage() {
  const me = useSession((s) => s.user);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: family, loading, error } = useApi('family', familyApi.get);
  const [modal, setModal] = useState<'invite' | 'child' | null>(null);
  const [pinFor, setPinFor] = useState<FamilyMember | null>(null);
  if (!me) return null;
  const role = me.family_role;

  const run = async (what: Promise<unknown>, failure: string) => {
    try {
      await what;
    } catch (err) {
      toast.error(messageOf(err, failure));
    }
  };
  const setRole = (m: FamilyMember, next: FamilyRole) =>
    run(
      mutate(familyApi.changeRole, { params: { id: m.id }, body: { role: next } }, ['family']).then(() =>
        toast(`${m.name} is now ${ROLE_LABEL[next].toLowerCase()}`),
      ),
      'Could not change the role. Please try again.',
    );
  const handOver = async (m: FamilyMember) => {
    const ok = await confirm(`Make ${m.name} the owner of the family? You will become an admin.`, {
      confirmLabel: 'Hand over',
    });
    if (ok) await setRole(m, 'owner');
  };
  const remove = async (m: FamilyMember) => {
    const message = m.child_account
      ? `Remove ${m.name}'s child account? It is deleted and signed out.`
      : `Remove ${m.name} from the family? They keep their account in a family of their own.`;
    if (!(await confirm(message, { danger: true, confirmLabel: 'Remove' }))) return;
    await run(
      mutate(familyApi.removeMember, { params: { id: m.id } }, ['family']),
      'Could not remove the member. Please try again.',
    );
  };
  const leave = async () => {
    if (
      !(await confirm('Leave this family? You will have a family of your own.', {
        danger: true,
        confirmLabel: 'Leave',
      }))
    )
      return;
    await run(
      mutate(familyApi.leave, {}, ['family']).then(() => navigate('/family')),
      'Could not leave the family. Please try again.',
    );
  };

  const leaveLock =
    me.email === null
      ? 'A child account is removed by a parent'
      : role === 'owner'
        ? 'Hand the family over to another member before leaving'
        : null;

  const columns: Column<FamilyMember>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (m) => (
        <span className="member-cell">
          <Avatar name={m.name} url={m.avatar_url} size={32} />
          <span>
            <span className="member-name">{m.name}</span>
            {m.id === me.id && <span className="member-you"> (you)</span>}
            <span className="member-sub">@{m.username}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      render: (m) =>
        m.email ?? (
          <span className="cell-muted">{m.child_account ? 'Child account (username + PIN)' : 'Hidden'}</span>
        ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (m) => {
        const lock = roleLock(me, m);
        return lock ? (
          <span title={lock} data-testid={`role-${m.username}`}>
            <Badge tone={ROLE_TONE[m.role]}>{ROLE_LABEL[m.role]}</Badge>
          </span>
        ) : (
          <select
            className="role-select"
            aria-label={`Role of ${m.name}`}
            value={m.role}
            onChange={(e) => void setRole(m, e.target.value as FamilyRole)}
          >
            {choices(role, m).map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        );
      },
    },
  ];

  const lockedNote = !familyCan(role, 'manage_members') && (
    <p className="members-note" data-testid="members-note">
      {familyRefusal('manage_members')}.{' '}
      {familyCan(role, 'manage_child_accounts') && 'You can add child accounts and reset their PINs.'}
    </p>
  );

  return (
    <Page
      testId="members-page"
      title="Family members"
      subtitle={family ? `${family.name}: who is in it, and what each role may do.` : undefined}
      actions={
        <>
          {familyCan(role, 'manage_child_accounts') && (
            <Button variant="secondary" onClick={() => setModal('child')}>
              Add child account
            </Button>
          )}
          {familyCan(role, 'invite') && <Button onClick={() => setModal('invite')}>Invite member</Button>}
        </>
      }
    >
      <p className="members-back">
        <Link to="/family">← Family Hub</Link>
      </p>
      {lockedNote}
      <div className="card">
        <DataTable
          testId="members-table"
          caption="Family members"
          columns={columns}
          rows={family?.members}
          rowKey={(m) => m.id}
          loading={loading}
          empty={error ? messageOf(error, 'Could not load the members. Please reload.') : 'No members'}
          actionsHeader="Actions"
          actions={(m) => {
            const lock = removeLock(me, m);
            return (
              <span className="row-actions">
                {role === 'owner' && m.id !== me.id && !m.child_account && (
                  <Button size="sm" variant="secondary" onClick={() => void handOver(m)}>
                    Make owner
                  </Button>
                )}
                {m.child_account && familyCan(role, 'manage_child_accounts') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setPinFor(m)}
                    aria-label={`Reset PIN of ${m.name}`}
                  >
                    Reset PIN
                  </Button>
                )}
                {!lock && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void remove(m)}
                    aria-label={`Remove ${m.name}`}
                  >
                    Remove
                  </Button>
                )}
              </span>
            );
          }}
        />
      </div>
      <div className="members-leave card">
        <div>
          <strong>Leave family</strong>
          <p className="cell-muted">
            {leaveLock ?? 'You keep your account and your own data, in a family of your own.'}
          </p>
        </div>
        <Button
          variant="danger"
          onClick={() => void leave()}
          disabled={!!leaveLock}
          title={leaveLock ?? undefined}
        >
          Leave family
        </Button>
      </div>
      <InviteMemberModal open={modal === 'invite'} onClose={() => setModal(null)} />
      <AddChildAccountModal open={modal === 'child'} onClose={() => setModal(null)} />
      <ResetPinModal child={pinFor} onClose={() => setPinFor(null)} />
    </Page>
  );
}
