import { familyApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { signInChild } from './childLogin.js';
import { startSession } from './session.js';
import { presentUser } from './user.presenter.js';
import { setTimezone } from './users.repository.js';

export const childLoginRoutes = [
  // Not in a transaction: a failed attempt must still count against the throttle.
  route(
    familyApi.childLogin,
    async ({ db, deps, body, ctx, changes }) => {
      const user = await signInChild(db, deps, body.username, body.pin, ctx.ip);
      if (body.timezone && body.timezone !== user.timezone) {
        await setTimezone(db, user.id, body.timezone);
        user.timezone = body.timezone;
      }
      await startSession({ ctx, db, deps, changes }, user.id);
      return { user: presentUser(user) };
    },
    { writes: 'own' },
  ),
];
