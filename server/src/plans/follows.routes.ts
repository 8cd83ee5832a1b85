import { planFollowApi } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { route } from '../http/route.js';
import { planAccess } from './planAccess.js';
import { isUnfollowed, planMembers, setUnfollowed } from './follows.repository.js';

/** Whether I follow a plan I may see (404 otherwise); only people on it can follow it. */
async function followOf(db: Executor, user: SessionUser, planId: string) {
  await planAccess(db, user, planId);
  const can_follow = (await planMembers(db, planId)).includes(user.id);
  return { can_follow, following: can_follow && !(await isUnfollowed(db, planId, user.id)) };
}

export const planFollowRoutes = [
  route(planFollowApi.get, ({ db, user, params }) => followOf(db, user, params.id)),

  route(planFollowApi.set, async ({ db, user, params, body }) => {
    const { can_follow } = await followOf(db, user, params.id);
    if (!can_follow) throw forbidden('Only people on the plan can follow it');
    await setUnfollowed(db, params.id, user.id, !body.following);
    return { can_follow, following: body.following };
  }),
];
