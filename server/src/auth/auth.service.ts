import type { z } from 'zod';
import type { SignupBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../http/errors.js';
import { insertFamily } from '../family/family.repository.js';
import { joinByInvite } from '../family/family.service.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';
import { findUserByEmail, insertUser, markVerified, type UserRow } from './users.repository.js';

const VERIFY_HOURS = 48;

/** Creates the user (in a new family, or the invite's) and sends the verification mail. */
export async function signUp(db: Executor, deps: AppDeps, input: z.infer<typeof SignupBody>, base: string) {
  if (await findUserByEmail(db, input.email)) throw conflict('Email already registered');
  const token = newToken();
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
    verification_token_hash: hashToken(token),
    verification_expires_at: new Date(deps.clock().getTime() + VERIFY_HOURS * 3600 * 1000),
  });
  if (input.invite_code) {
    const joined = await joinByInvite(db, user.id, input.invite_code, deps.clock());
    user.family_id = joined.family_id;
    user.family_role = joined.role;
    await db.deleteFrom('families').where('id', '=', family.id).execute();
  }
  const link = `${base}/verify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(input.email)}`;
  await deps.mailer.send(db, {
    to: input.email,
    subject: 'Verify your Hearth account',
    text: `Hello ${user.name},\n\nOpen this link to verify your email address:\n${link}\n\nThe link is valid for ${VERIFY_HOURS} hours.`,
  });
  return { user, verification_token: deps.mailer.demo ? token : undefined };
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

/** Checks the credentials under the throttle; answers the user to start a session for. */
export async function signIn(
  db: Executor,
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const keys = [`email:${email}`, `ip:${ip}`];
  const now = deps.clock().getTime();
  const wait = deps.throttle.blockedFor(keys, now);
  if (wait > 0)
    throw tooMany(`Too many failed sign-in attempts. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  const found = await findUserByEmail(db, email);
  if (!found || !(await verifyPassword(password, found.password_hash))) {
    deps.throttle.fail(keys, now);
    throw unauthorized(BAD_CREDENTIALS);
  }
  deps.throttle.succeed(keys);
  if (!found.verified) throw forbidden('Please verify your email before signing in');
  const { password_hash: _p, verification_token_hash: _t, verification_expires_at: _e, ...user } = found;
  return user;
}
