import type { Reminder } from '@hearth/shared';
import type { AppDeps } from '../http/deps.js';
import type { Changes } from '../http/route.js';
import { loadPreferences } from '../life/notifications.service.js';
import { usersByIds } from '../life/reminders.repository.js';
import { deliverOffPage, type DeliveryReport } from './deliver.js';

/** What happened to the account. */
export type SecurityEvent =
  | { kind: 'new_device'; device: string }
  | { kind: 'password_changed' }
  | { kind: 'password_reset' }
  | { kind: 'email_changed'; email: string }
  | { kind: 'signed_out_everywhere' };

const NOT_YOU = 'If this was not you, reset your password and sign out everywhere from your profile.';

const TEXT: { [K in SecurityEvent['kind']]: (e: Extract<SecurityEvent, { kind: K }>) => [string, string] } = {
  new_device: (e) => ['New sign-in to your Hearth account', `Signed in from ${e.device}. ${NOT_YOU}`],
  password_changed: () => [
    'Your Hearth password was changed',
    `Your other sessions were signed out. ${NOT_YOU}`,
  ],
  password_reset: () => [
    'Your Hearth password was reset',
    `It was reset with a link mailed to you, and every other session was signed out. ${NOT_YOU}`,
  ],
  email_changed: (e) => ['Your Hearth email address changed', `You now sign in with ${e.email}. ${NOT_YOU}`],
  signed_out_everywhere: () => [
    'Signed out everywhere',
    `Every session of your Hearth account was ended. ${NOT_YOU}`,
  ],
};

/** The alert as a reminder of the 'security' category (its own key each time: never de-duplicated). */
export function securityReminder(event: SecurityEvent, at: Date): Reminder {
  const [title, body] = (TEXT[event.kind] as (e: SecurityEvent) => [string, string])(event);
  return {
    key: `security:${event.kind}:${at.getTime()}`,
    category: 'security',
    title,
    body,
    at: at.toISOString(),
  };
}

/**
 * Tells the member on the channels they chose for security alerts (push, ntfy, email; quiet hours do not
 * hold these back). Never throws: a failed alert is logged and must not fail what caused it.
 */
export async function sendSecurityAlert(
  deps: AppDeps,
  userId: string,
  event: SecurityEvent,
): Promise<DeliveryReport | undefined> {
  try {
    const [user] = await usersByIds(deps.db, [userId]);
    if (!user) return undefined;
    const prefs = await loadPreferences(deps.db, userId);
    return await deliverOffPage(deps, user, securityReminder(event, deps.clock()), prefs);
  } catch (err) {
    deps.log.warn({ err, user: userId, event: event.kind }, 'security alert failed');
    return undefined;
  }
}

/** Sends the alert once the request's writes are committed (never for a change that was rolled back). */
export function alertAfterCommit(
  scope: { deps: AppDeps; changes: Changes },
  userId: string,
  event: SecurityEvent,
): void {
  scope.changes.afterCommit(() => void sendSecurityAlert(scope.deps, userId, event));
}
