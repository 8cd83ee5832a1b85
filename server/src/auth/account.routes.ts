import { accountApi } from '@hearth/shared';
import { found } from '../http/errors.js';
import { publicBase } from '../http/publicUrl.js';
import { route } from '../http/route.js';
import { resendVerification } from './auth.service.js';
import { cancelEmailChange, confirmEmailChange, resendEmailChange } from './emailChange.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { clearSessionCookie, currentTokenHash, endAfterCommit } from './session.js';
import { deleteSessionsOf, listSessions } from './sessions.repository.js';
import { presentUser } from './user.presenter.js';
import { alertAfterCommit } from '../notify/securityAlerts.js';

/** Password, recovery, sessions and email change (the Security section of the profile). */
export const accountRoutes = [
  // Own writes: a wrong current password must still count against the throttle.
  route(
    accountApi.changePassword,
    async ({ db, deps, ctx, changes, user, body }) => {
      await changePassword({ db, deps, ctx, changes }, user, body.current_password, body.new_password);
      return null;
    },
    { writes: 'own' },
  ),

  route(accountApi.forgotPassword, async ({ db, deps, ctx, body }) => {
    await requestPasswordReset(db, deps, body.email, publicBase(deps.config, ctx));
    return null;
  }),

  route(accountApi.resetPassword, async ({ db, deps, ctx, changes, body }) => {
    const user = await resetPassword({ db, deps, ctx, changes }, body.email, body.token, body.password);
    return { user: presentUser(user) };
  }),

  route(accountApi.resendVerification, async ({ db, deps, ctx, body }) => {
    await resendVerification(db, deps, body.email, publicBase(deps.config, ctx));
    return null;
  }),

  route(accountApi.sessions, async ({ db, deps, ctx, user }) => {
    const current = currentTokenHash(ctx);
    const rows = await listSessions(db, user.id, deps.clock());
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        user_agent: s.user_agent,
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        current: s.token_hash === current,
      })),
    };
  }),

  route(accountApi.endSession, async ({ db, deps, ctx, changes, user, params }) => {
    const ended = await deleteSessionsOf(db, user.id, { id: params.id });
    found(ended[0], 'Session');
    if (ended.includes(currentTokenHash(ctx) ?? '')) clearSessionCookie(ctx);
    endAfterCommit({ db, deps, ctx, changes }, ended);
    return null;
  }),

  route(accountApi.endAllSessions, async ({ db, deps, ctx, changes, user }) => {
    endAfterCommit({ db, deps, ctx, changes }, await deleteSessionsOf(db, user.id));
    alertAfterCommit({ deps, changes }, user.id, { kind: 'signed_out_everywhere' });
    clearSessionCookie(ctx);
    return null;
  }),

  route(accountApi.confirmEmail, async ({ db, deps, changes, body }) =>
    confirmEmailChange(db, deps, changes, body.token),
  ),

  route(accountApi.resendEmailChange, async ({ db, deps, ctx, user }) => {
    await resendEmailChange(db, deps, user, publicBase(deps.config, ctx));
    return null;
  }),

  route(accountApi.cancelEmailChange, async ({ db, user, changes }) => {
    await cancelEmailChange(db, user.id);
    changes.emit({ user: user.id }, { resource: 'profile', action: 'updated', id: user.id });
    return null;
  }),
];
