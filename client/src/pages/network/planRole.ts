import {
  planCan,
  planDenial,
  type Plan,
  type PlanAction,
  type PlanRole,
  type PlanTarget,
} from '@hearth/shared';
import { useSession } from '../../state/session';

const ROLE_LABEL: Record<PlanRole, string> = {
  captain: 'Captain',
  co_captain: 'Co-captain',
  participant: 'Participant',
  family_member: 'Family member',
  viewer: 'Viewer',
};

export interface PlanPermissions {
  role: PlanRole;
  label: string;
  userId: string | undefined;
  userName: string;
  can: (action: PlanAction, target?: PlanTarget) => boolean;
  /** Why not (for a disabled control's title and hint); undefined when allowed. */
  why: (action: PlanAction, target?: PlanTarget) => string | undefined;
  /** Is this share the signed-in user's own? */
  own: (shareName: string) => boolean;
}

/**
 * The signed-in user's role on a plan, live: their participant row in the document when they have one
 * (a role changed by the captain shows at once), else what the server said (family member, viewer).
 * The server enforces the same rules (shared/domain/plans/planRoles.ts); this only shows them.
 */
export function usePlanRole(
  plan: Plan,
  participants: readonly { role: Plan['participants'][number]['role']; user_id: string | null }[],
): PlanPermissions {
  const user = useSession((s) => s.user);
  const row = participants.find((p) => p.user_id === user?.id);
  const role: PlanRole = row?.role ?? plan.my_role;
  const can = (action: PlanAction, target?: PlanTarget) => planCan(role, action, target);
  const name = (user?.name ?? '').trim().toLowerCase();
  return {
    role,
    label: ROLE_LABEL[role],
    userId: user?.id,
    userName: user?.name ?? 'User',
    can,
    why: (action, target) => (can(action, target) ? undefined : planDenial(role, action, target)),
    own: (shareName) => shareName.trim().toLowerCase() === name,
  };
}

export { ROLE_LABEL };
