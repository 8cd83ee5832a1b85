import type { z } from 'zod';
import type { SignupBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../http/errors.js';
import { insertFamily } from '../family/family.repository.js';
import { joinByInvite } from '../family/family.service.js';
import { waitMessage } from './loginThrottle.js';
import { mailLink } from './mailer.js';
import { dummyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';
import {
  findUserByEmail,
  insertUser,
  markVerified,
  setVerificationToken,
  type UserRow,
} from './users.repository.js';

const VERIFY_HOURS = 48;
/** A new verification or reset mail for the same account is sent at most once a minute. */
export const RESEND_AFTER_MS = 60_000;

/** Creates the user (in a new family, or the invite's) and sends the verification mail. */
export async function signUp(db: Executor, deps: AppDeps, input: z.infer<typeof SignupBody>, base: string) {
  if (await findUserByEmail(db, input.email)) throw conflict('Email already registered');
  const family = await insertFamily(db, `${input.name}'s family`);
  const user = await insertUser(db, {
    family_id: family.id,
    name: input.name,
    username: input.username?.trim() || input.email.split('@')[0]!,
    email: input.email,
    password_hash: await hashPassword(input.password),
    theme: input.theme,
    wallpaper: input.wallpaper,
    timezone: input.timezone ?? 'UTC',
    verification_token_hash: '',
    verification_expires_at: deps.clock(),
  });
  if (input.invite_code) {
    const joined = await joinByInvite(db, user.id, input.invite_code, deps.clock());
    user.family_id = joined.family_id;
    user.family_role = joined.role;
    await db.deleteFrom('families').where('id', '=', family.id).execute();
  }
  const token = await sendVerification(db, deps, { ...user, email: input.email }, base);
  return { user, verification_token: deps.mailer.demo ? token : undefined };
}

/** A fresh verification token (the previous one stops working), mailed as a link; answers the token. */
async function sendVerification(
  db: Executor,
  deps: AppDeps,
  user: { id: string; name: string; email: string },
  base: string,
): Promise<string> {
  const token = newToken();
  const expires = new Date(deps.clock().getTime() + VERIFY_HOURS * 3600 * 1000);
  await setVerificationToken(db, user.id, hashToken(token), expires);
  await deps.mailer.send(db, {
    to: user.email,
    subject: 'Verify your Hearth account',
    text: `Hello ${user.name},\n\nOpen this link to verify your email address:\n${mailLink(base, '/verify', { token, email: user.email })}\n\nThe link is valid for ${VERIFY_HOURS} hours.`,
  });
  return token;
}

export async function verifyEmail(db: Executor, now: Date, email: string, token: string): Promise<UserRow> {
  const found = await findUserByEmail(db, email);
  const valid =
    found?.verification_token_hash &&
    found.verification_token_hash === hashToken(token) &&
    found.verification_expires_at &&
    found.verification_expires_at > now;
  if (!found || !valid) throw badRequest('Invalid or expired verification link');
  return markVerified(db, found.id);
}

const BAD_CREDENTIALS = 'Invalid email or password';

/**
 * Checks the credentials under the throttle (per account with growing waits, per address at a far
 * higher limit); answers the user to start a session for. An unknown email is checked against a dummy
 * hash, so both answers take one scrypt.
 */
export async function signIn(
  db: Executor,
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const now = deps.clock().getTime();
  const verdict = deps.throttle.check(email, ip, now);
  if (!verdict.ok) throw tooMany(waitMessage(verdict));
  const found = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, found?.password_hash ?? (await dummyPasswordHash()));
  if (!found || !matches) {
    deps.throttle.fail(email, ip, now);
    throw unauthorized(BAD_CREDENTIALS);
  }
  deps.throttle.succeed(email);
  if (!found.verified) throw forbidden('Please verify your email before signing in');
  const { password_hash: _p, verification_token_hash: _t, verification_expires_at: _e, ...user } = found;
  return user;
}

/** A new verification link for an unverified account; nothing (and the same answer) otherwise. */
export async function resendVerification(db: Executor, deps: AppDeps, email: string, base: string) {
  const found = await findUserByEmail(db, email);
  if (!found || found.verified || found.email === null) return;
  const now = deps.clock().getTime();
  const issued = (found.verification_expires_at?.getTime() ?? 0) - VERIFY_HOURS * 3600 * 1000;
  if (now - issued < RESEND_AFTER_MS) return; // one mail a minute at most
  await sendVerification(db, deps, { ...found, email: found.email }, base);
}
