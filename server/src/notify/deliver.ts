import {
  clockIn,
  IGNORES_QUIET_HOURS,
  isQuietTime,
  type NotificationPreferences,
  type Reminder,
} from '@hearth/shared';
import type { AppDeps } from '../http/deps.js';
import { dropEndpoint, listSubscriptions, markSent } from './push.repository.js';
import { sendNtfy } from './ntfy.js';
import { vapidKeys } from './vapid.js';
import { sendPush, type PushMessage } from './webPush.js';

/** The page a reminder opens when its notification is clicked. */
const PAGE_OF: Record<Reminder['category'], string> = {
  task: '/tasks',
  meeting: '/meetings',
  school: '/family',
  activity: '/family',
  payment: '/recurring-charges',
  turn_rotation: '/chores',
  timer_complete: '/time-tracking',
  plan_edit: '/network-q',
  security: '/profile',
};

/** How long a push service keeps trying: a meeting reminder is useless after the meeting starts. */
const TTL_OF: Record<Reminder['category'], number> = {
  task: 12 * 3600,
  meeting: 3600,
  school: 3600,
  activity: 3600,
  payment: 24 * 3600,
  turn_rotation: 12 * 3600,
  timer_complete: 600,
  plan_edit: 12 * 3600,
  security: 24 * 3600,
};

export const messageOf = (r: Reminder): PushMessage => ({
  title: r.title,
  body: r.body,
  url: r.url ?? PAGE_OF[r.category],
  tag: r.key,
});

export interface Recipient {
  id: string;
  email: string | null;
  timezone: string;
}

export interface DeliveryReport {
  sent: number;
  removed: number;
  failed: number;
}

/** Sends to every subscribed device of a member; forgets the ones the push service says are gone. */
export async function pushToDevices(deps: AppDeps, userId: string, message: PushMessage, ttl: number) {
  const report: DeliveryReport = { sent: 0, removed: 0, failed: 0 };
  const subs = await listSubscriptions(deps.db, userId);
  if (!subs.length) return report;
  const vapid = { ...(await vapidKeys(deps.db)), subject: deps.config.PUSH_CONTACT };
  for (const sub of subs) {
    const { outcome, status } = await sendPush(sub, message, vapid, ttl);
    if (outcome === 'sent') {
      report.sent++;
      await markSent(deps.db, sub.id, deps.clock());
    } else if (outcome === 'gone') {
      report.removed++;
      await dropEndpoint(deps.db, sub.endpoint);
    } else {
      report.failed++;
      deps.log.warn({ status, user: userId }, 'push delivery failed');
    }
  }
  return report;
}

/** Is it the member's quiet time (do not disturb) now, in their time zone? */
export const isQuietFor = (prefs: NotificationPreferences, timezone: string, now: Date): boolean =>
  prefs.dnd_enabled && isQuietTime(clockIn(timezone, now), prefs.dnd_start_time, prefs.dnd_end_time);

/**
 * Delivers a reminder to a member whose Hearth is closed, on the channels they chose for its category, unless
 * it is their quiet time (security alerts go out anyway: IGNORES_QUIET_HOURS). A channel that fails is logged
 * and skipped; it never stops the others.
 */
export async function deliverOffPage(
  deps: AppDeps,
  to: Recipient,
  reminder: Reminder,
  prefs: NotificationPreferences,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, removed: 0, failed: 0 };
  const now = deps.clock();
  if (!IGNORES_QUIET_HOURS.includes(reminder.category) && isQuietFor(prefs, to.timezone, now)) return report;
  const message = messageOf(reminder);
  const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  for (const channel of prefs.delivery[reminder.category]) {
    try {
      if (channel === 'push') {
        const r = await pushToDevices(deps, to.id, message, TTL_OF[reminder.category]);
        report.sent += r.sent;
        report.removed += r.removed;
        report.failed += r.failed;
      } else if (channel === 'ntfy' && prefs.ntfy_topic_url) {
        if (await sendNtfy(prefs.ntfy_topic_url, message, base)) report.sent++;
        else report.failed++;
      } else if (channel === 'email' && to.email) {
        await deps.mailer.send(deps.db, {
          to: to.email,
          subject: `Hearth: ${reminder.title}`,
          text: `${reminder.title}\n${reminder.body}\n\n${new URL(message.url, base)}`,
        });
        report.sent++;
      }
    } catch (err) {
      report.failed++;
      deps.log.warn({ err, channel, user: to.id }, 'reminder delivery failed');
    }
  }
  return report;
}
