import { useState } from 'react';
import { plansApi, type ParticipantRole } from '@hearth/shared';
import { api, ApiError } from '../../api/client';
import { toast } from '../../components/toast';
import { label } from './statusTone';
import type { PlanPermissions } from './planRole';

const ROLES: ParticipantRole[] = ['captain', 'co_captain', 'participant', 'viewer'];

/**
 * The plan's people. The captain and co-captains change roles and remove people here, as far as plan
 * roles allow (making someone captain hands the captaincy over); everyone else sees the list.
 */
export function ParticipantList({
  planId,
  participants,
  perms,
}: {
  planId: string;
  participants: { id: string; name: string; role: ParticipantRole; user_id: string | null }[];
  perms: PlanPermissions;
}) {
  const [busy, setBusy] = useState<string>();
  const run = async (id: string, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      toast(done);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.detail : 'That did not work');
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ul className="nq-chips" aria-label="Participants">
      {participants.map((p) => {
        const self = p.user_id !== null && p.user_id === perms.userId;
        const roles = ROLES.filter(
          (to) =>
            to === p.role ||
            (to === 'captain'
              ? perms.can('transfer_captaincy')
              : perms.can('change_role', { role: p.role, to, self })),
        );
        const removable = perms.can('remove_participant', { role: p.role, self });
        return (
          <li key={p.id} className="nq-chip" data-testid="participant">
            <strong>{p.name}</strong>{' '}
            {roles.length > 1 ? (
              <select
                className="nq-role-select"
                aria-label={`Role of ${p.name}`}
                value={p.role}
                disabled={busy === p.id}
                onChange={(e) => {
                  const role = e.target.value as ParticipantRole;
                  void run(
                    p.id,
                    () =>
                      api(plansApi.changeRole, {
                        params: { id: planId, participantId: p.id },
                        body: { role },
                      }),
                    role === 'captain' ? `${p.name} is now the captain` : `${p.name} is now ${label(role)}`,
                  );
                }}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {r === 'captain' && p.role !== 'captain' ? 'Captain (hand over)' : label(r)}
                  </option>
                ))}
              </select>
            ) : (
              <span className="nq-muted">{label(p.role)}</span>
            )}
            {removable && (
              <button
                type="button"
                className="nq-chip-remove"
                aria-label={self ? 'Leave this plan' : `Remove ${p.name}`}
                title={self ? 'Leave this plan' : `Remove ${p.name}`}
                disabled={busy === p.id}
                onClick={() =>
                  void run(
                    p.id,
                    () => api(plansApi.removeParticipant, { params: { id: planId, participantId: p.id } }),
                    self ? 'You left the plan' : `${p.name} was removed`,
                  )
                }
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
