import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import type { Changes } from '../http/route.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { alertAfterCommit } from '../notify/securityAlerts.js';
import { mailLink } from './mailer.js';
import { hashToken, newToken } from './secrets.js';
import {
  adoptPendingEmail,
  emailInUse,
  findByPendingToken,
  findPendingEmail,
  setPendingEmail,
} from './users.repository.js';

const LINK_HOURS = 48;
const TAKEN = 'This address already belongs to another account';

interface Who {
  id: string;
  name: string;
  /** null for a child account. */
  email: string | null;
}

/**
 * A new address waits (users.pending_email) until the link mailed to it is followed; the current
 * address stays the sign-in address (and the one plan invitations match) until then. Asking for the
 * current address again drops a pending change; asking again for the same pending address keeps its
 * link (use resend for a new one).
 */
export async function requestEmailChange(
  db: Executor,
  deps: AppDeps,
  user: Who,
  email: string,
  base: string,
) {
  if (email === user.email) return setPendingEmail(db, user.id, null);
  const pending = await findPendingEmail(db, user.id);
  const live = pending.pending_email_expires_at && pending.pending_email_expires_at > deps.clock();
  if (pending.pending_email === email && live) return;
  if (await emailInUse(db, email, user.id)) throw conflict('Email already registered');
  await sendLink(db, deps, user, email, base);
}

export async function resendEmailChange(db: Executor, deps: AppDeps, user: Who, base: string) {
  const { pending_email } = await findPendingEmail(db, user.id);
  if (!pending_email) throw notFound('Pending email change');
  await sendLink(db, deps, user, pending_email, base);
}

export async function cancelEmailChange(db: Executor, userId: string) {
  const { pending_email } = await findPendingEmail(db, userId);
  if (!pending_email) throw notFound('Pending email change');
  await setPendingEmail(db, userId, null);
}

/** The link was followed: whoever verifies an address first owns it; the other is told so. */
export async function confirmEmailChange(db: Executor, deps: AppDeps, changes: Changes, token: string) {
  const found = await findByPendingToken(db, hashToken(token), deps.clock());
  if (!found?.pending_email) throw badRequest('This link is invalid or has expired');
  if (await emailInUse(db, found.pending_email, found.id)) throw conflict(TAKEN);
  try {
    await adoptPendingEmail(db, found.id, found.pending_email);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict(TAKEN);
    throw err;
  }
  changes.emit({ user: found.id }, { resource: 'profile', action: 'updated', id: found.id });
  changes.afterCommit(() => deps.sessions.forgetUser(found.id));
  alertAfterCommit({ deps, changes }, found.id, { kind: 'email_changed', email: found.pending_email });
  return { email: found.pending_email };
}

async function sendLink(db: Executor, deps: AppDeps, user: Who, email: string, base: string) {
  const token = newToken();
  const expires = new Date(deps.clock().getTime() + LINK_HOURS * 3600 * 1000);
  await setPendingEmail(db, user.id, { email, tokenHash: hashToken(token), expires });
  await deps.mailer.send(db, {
    to: email,
    subject: 'Confirm your new Hearth email address',
    text: `Hello ${user.name},\n\nOpen this link to make ${email} the email address of your Hearth account:\n${mailLink(base, '/verify-email', { token })}\n\nUntil then you keep signing in with ${user.email}. The link is valid for ${LINK_HOURS} hours.`,
  });
  if (user.email)
    await deps.mailer.send(db, {
      to: user.email,
      subject: 'Your Hearth email address is changing',
      text: `Hello ${user.name},\n\nSomeone signed in to your Hearth account asked to change its email address to ${email}. Nothing changes until that address confirms. If this was not you, change your password and sign out everywhere from your profile's Security section.`,
    });
}
