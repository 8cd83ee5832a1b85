import { authApi } from '@hearth/shared';
import { publicBase } from '../http/publicUrl.js';
import { route } from '../http/route.js';
import { signIn, signUp, verifyEmail } from './auth.service.js';
import { endSession, signInAs, startSession } from './session.js';
import { presentUser } from './user.presenter.js';

export const authRoutes = [
  route(authApi.signup, async ({ db, deps, body, ctx }) => {
    const { user, verification_token } = await signUp(db, deps, body, publicBase(deps.config, ctx));
    return { user: presentUser(user), verification_token };
  }),

  route(authApi.verify, async ({ db, deps, body, ctx, changes }) => {
    const user = await verifyEmail(db, deps.clock(), body.email, body.token);
    await startSession({ ctx, db, deps, changes }, user.id);
    return { user: presentUser(user) };
  }),

  // Not in a transaction: a failed attempt must still count against the throttle.
  route(
    authApi.login,
    async ({ db, deps, body, ctx, changes }) => {
      const user = await signIn(db, deps, body.email, body.password, ctx.ip);
      return { user: presentUser(await signInAs({ ctx, db, deps, changes }, user, body.timezone)) };
    },
    { writes: 'own' },
  ),

  route(authApi.logout, async ({ db, ctx, deps, changes }) => {
    await endSession({ ctx, db, deps, changes });
    return null;
  }),

  route(authApi.me, ({ user }) => ({ user: presentUser(user) })),
];
