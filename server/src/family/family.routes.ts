import { familyApi } from '@hearth/shared';
import { publicBase } from '../http/publicUrl.js';
import { route, type Changes } from '../http/route.js';
import { newInviteCode } from '../auth/secrets.js';
import type { AppDeps } from '../http/deps.js';
import { insertInvite } from './family.repository.js';
import {
  changeRole,
  checkCanLeave,
  checkInviteRole,
  joinByInvite,
  loadFamily,
  memberToRemove,
  moveToOwnFamily,
} from './family.service.js';
import { childAccountRoutes, endSessionsOf } from './childAccounts.routes.js';
import { deleteChildAccount } from './childAccounts.repository.js';

const INVITE_DAYS = 7;

const familyChanged = (changes: Changes, familyId: string) =>
  changes.emit({ family: familyId }, { resource: 'family', action: 'updated', id: familyId });

/** A member now in another family: their cached sessions are dropped and their open sockets follow. */
function moved(changes: Changes, deps: AppDeps, userId: string, from: string, to: string) {
  changes.afterCommit(() => {
    deps.sessions.forgetUser(userId);
    deps.publisher.moveToFamily(userId, from, to);
  });
  familyChanged(changes, from);
  familyChanged(changes, to);
}

export const familyRoutes = [
  route(familyApi.get, ({ db, user }) => loadFamily(db, user.family_id, user)),

  route(
    familyApi.invite,
    async ({ db, user, body, deps, ctx }) => {
      checkInviteRole(user, body.role);
      const expires = new Date(deps.clock().getTime() + INVITE_DAYS * 24 * 3600 * 1000);
      const invite = await insertInvite(db, {
        code: newInviteCode(),
        family_id: user.family_id,
        created_by: user.id,
        expires_at: expires,
        role: body.role,
      });
      return {
        code: invite.code,
        url: `${publicBase(deps.config, ctx)}/login?invite=${invite.code}`,
        expires_at: invite.expires_at.toISOString(),
        role: invite.role,
      };
    },
    { writes: 'one-statement' },
  ),

  route(familyApi.join, async ({ db, user, body, deps, changes }) => {
    await checkCanLeave(db, user, true);
    const { family_id: familyId } = await joinByInvite(db, user.id, body.code, deps.clock());
    moved(changes, deps, user.id, user.family_id, familyId);
    return loadFamily(db, familyId, user);
  }),

  route(familyApi.changeRole, async ({ db, user, params, body, deps, changes }) => {
    const target = await changeRole(db, user, params.id, body.role);
    changes.afterCommit(() => deps.sessions.forgetUser(target.id));
    familyChanged(changes, user.family_id);
    return loadFamily(db, user.family_id, {
      ...user,
      family_role: body.role === 'owner' ? 'admin' : user.family_role,
    });
  }),

  route(familyApi.removeMember, async ({ db, user, params, deps, changes }) => {
    const target = await memberToRemove(db, user, params.id);
    if (target.child_account) {
      await endSessionsOf(db, deps, changes, target.id);
      await deleteChildAccount(db, target.id);
      familyChanged(changes, user.family_id);
    } else {
      const own = await moveToOwnFamily(db, target);
      moved(changes, deps, target.id, user.family_id, own);
    }
    return loadFamily(db, user.family_id, user);
  }),

  route(familyApi.leave, async ({ db, user, deps, changes }) => {
    await checkCanLeave(db, user, false);
    const own = await moveToOwnFamily(db, user);
    moved(changes, deps, user.id, user.family_id, own);
    return loadFamily(db, own, { ...user, family_role: 'owner' });
  }),

  ...childAccountRoutes,
];
