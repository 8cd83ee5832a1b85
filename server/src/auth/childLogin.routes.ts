import { familyApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { signInChild } from './childLogin.js';
import { signInAs } from './session.js';
import { presentUser } from './user.presenter.js';

export const childLoginRoutes = [
  // Not in a transaction: a failed attempt must still count against the throttle.
  route(
    familyApi.childLogin,
    async ({ db, deps, body, ctx, changes }) => {
      const user = await signInChild(db, deps, body.username, body.pin, ctx.ip);
      return { user: presentUser(await signInAs({ ctx, db, deps, changes }, user, body.timezone)) };
    },
    { writes: 'own' },
  ),
];
