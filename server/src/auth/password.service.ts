import type { AppDeps } from '../http/deps.js';
import type { Executor } from '../db/schema.js';
import { badRequest, tooMany } from '../http/errors.js';
import { RESEND_AFTER_MS } from './auth.service.js';
import { waitMessage } from './loginThrottle.js';
import { mailLink } from './mailer.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';
import {
  currentTokenHash,
  endAfterCommit,
  startSession,
  type SessionScope,
  type SessionUser,
} from './session.js';
import { deleteSessionsOf } from './sessions.repository.js';
import { alertAfterCommit } from '../notify/securityAlerts.js';
import {
  findPasswordHash,
  findResetState,
  markVerified,
  setPassword,
  setResetToken,
  type UserRow,
} from './users.repository.js';

/** The throttle's account key: the email, or a child account's username (as its PIN sign-in uses). */
const throttleKey = (u: { email: string | null; username: string }) =>
  u.email ?? `child:${u.username.toLowerCase()}`;

const RESET_MINUTES = 60;

/**
 * A new password for the signed-in user, who proves the current one (a wrong one counts against the
 * sign-in throttle). Every other session ends; this one stays.
 */
export async function changePassword(
  scope: SessionScope,
  user: SessionUser,
  current: string,
  next: string,
): Promise<void> {
  const { deps, db, ctx } = scope;
  const now = deps.clock().getTime();
  const verdict = deps.throttle.check(throttleKey(user), ctx.ip, now);
  if (!verdict.ok) throw tooMany(waitMessage(verdict));
  if (!(await verifyPassword(current, await findPasswordHash(db, user.id)))) {
    deps.throttle.fail(throttleKey(user), ctx.ip, now);
    throw badRequest('Current password is incorrect', [
      { path: 'current_password', message: 'Current password is incorrect' },
    ]);
  }
  await setPassword(db, user.id, await hashPassword(next));
  endAfterCommit(scope, await deleteSessionsOf(db, user.id, { except: currentTokenHash(ctx) }));
  alertAfterCommit(scope, user.id, { kind: 'password_changed' });
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(db: Executor, deps: AppDeps, email: string, base: string) {
  const found = await findResetState(db, email);
  if (!found) return;
  const now = deps.clock().getTime();
  if (found.email === null) return; // a child account: a parent resets its PIN
  const issued = (found.reset_expires_at?.getTime() ?? 0) - RESET_MINUTES * 60_000;
  if (now - issued < RESEND_AFTER_MS) return; // one mail a minute at most
  const token = newToken();
  await setResetToken(db, found.id, hashToken(token), new Date(now + RESET_MINUTES * 60_000));
  await deps.mailer.send(db, {
    to: found.email,
    subject: 'Reset your Hearth password',
    text: `Hello ${found.name},\n\nSomeone (hopefully you) asked to reset the password of your Hearth account. Open this link to choose a new one:\n${mailLink(base, '/reset-password', { token, email: found.email })}\n\nThe link works once and for ${RESET_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
  });
}

/**
 * Sets a new password with a mailed token (once, before it expires). Following the link proves the
 * address, so the account counts as verified; every session ends and this request gets a new one.
 */
export async function resetPassword(
  scope: SessionScope,
  email: string,
  token: string,
  password: string,
): Promise<UserRow> {
  const { db, deps } = scope;
  const found = await findResetState(db, email);
  const valid =
    found?.reset_token_hash &&
    found.reset_token_hash === hashToken(token) &&
    found.reset_expires_at &&
    found.reset_expires_at > deps.clock();
  if (!found || !valid) throw badRequest('This reset link is invalid or has expired. Ask for a new one.');
  await setPassword(db, found.id, await hashPassword(password));
  const user = await markVerified(db, found.id);
  endAfterCommit(scope, await deleteSessionsOf(db, found.id));
  await startSession(scope, found.id);
  alertAfterCommit(scope, found.id, { kind: 'password_reset' });
  deps.throttle.succeed(email);
  return user;
}
