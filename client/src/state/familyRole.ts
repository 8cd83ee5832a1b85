import { authApi, familyCan, type FamilyAction } from '@hearth/shared';
import { api } from '../api/client';
import { onChange } from '../api/realtime';
import { useSession } from './session';

/** May the signed-in member do `action` (the family matrix in shared/)? False until the role is known. */
export function useFamilyCan(action: FamilyAction): boolean {
  const role = useSession((s) => s.user?.family_role);
  return role !== undefined && familyCan(role, action);
}

/**
 * Unless the member's known role forbids `action`: a user stored before roles existed keeps everything
 * until /me answers (the sidebar and the ticker use this; pages use RoleGate).
 */
export function useFamilyMay(action: FamilyAction): boolean {
  const role = useSession((s) => s.user?.family_role);
  return role === undefined || familyCan(role, action);
}

/** Reloads the signed-in user (role, family) from the server into the session. */
export async function refreshSessionUser(): Promise<void> {
  try {
    const { user } = await api(authApi.me, {});
    useSession.getState().signedIn(user);
  } catch (err) {
    // A 401 already signed the user out (api does it); anything else keeps the known user.
    console.error('refreshing the signed-in user failed', err);
  }
}

/**
 * Keeps the session user live: a role change, a removal or a move to another family announces a
 * 'family' change, and the sidebar, pages and guards follow at once.
 */
export function followSessionUser(): () => void {
  void refreshSessionUser();
  return onChange((e) => {
    if (e.resource === 'family' || e.resource === 'profile') void refreshSessionUser();
  });
}
