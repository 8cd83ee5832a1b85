import type { Reminder } from '@hearth/shared';
import type { AppDeps } from '../http/deps.js';
import { loadPreferences } from '../life/notifications.service.js';
import { usersByIds } from '../life/reminders.repository.js';
import { claimEditNotice, planFollowers, planName } from '../plans/follows.repository.js';
import { deliverOffPage } from './deliver.js';

/**
 * Followers hear of one editor's edits of a plan at most once in this long: the first edit is announced,
 * the rest of a burst (every keystroke of a booking's name is an edit) is not.
 */
export const PLAN_EDIT_QUIET_MS = 5 * 60_000;
/** After a look that announced nothing (no follower, or claimed elsewhere), the next look waits this long. */
const LOOK_AGAIN_MS = 30_000;
const MAX_REMEMBERED = 10_000;

/**
 * Per `plan:editor`, until when this process need not look again: commits come several a second while
 * someone types, and each look costs database round trips on the collaboration commit's heels.
 */
const quietUntil = new Map<string, number>();

function quiet(key: string, now: number): boolean {
  const until = quietUntil.get(key);
  if (until !== undefined && until > now) return true;
  if (quietUntil.size >= MAX_REMEMBERED) for (const [k, t] of quietUntil) if (t <= now) quietUntil.delete(k);
  return false;
}

/**
 * Stored edits of a plan by `editorIds`: each editor's followers (the plan's members but the editor, unless
 * they unfollowed it) hear of it on their Plan edits channels, claimed in the database so it goes out once
 * per plan per editor per PLAN_EDIT_QUIET_MS even with several processes. Never throws.
 */
export async function announcePlanEdits(deps: AppDeps, planId: string, editorIds: string[]): Promise<void> {
  for (const editorId of new Set(editorIds)) {
    const key = `${planId}:${editorId}`;
    if (quiet(key, deps.clock().getTime())) continue;
    try {
      const followers = await planFollowers(deps.db, planId, editorId);
      const now = deps.clock();
      quietUntil.set(key, now.getTime() + LOOK_AGAIN_MS);
      if (!followers.length) continue;
      if (!(await claimEditNotice(deps.db, planId, editorId, now, PLAN_EDIT_QUIET_MS))) continue;
      quietUntil.set(key, now.getTime() + PLAN_EDIT_QUIET_MS);
      const [editor] = await usersByIds(deps.db, [editorId]);
      const reminder: Reminder = {
        key: `plan_edit:${planId}:${editorId}:${now.getTime()}`,
        category: 'plan_edit',
        title: `${editor?.name ?? 'Someone'} edited ${(await planName(deps.db, planId)) ?? 'a plan'}`,
        body: 'Open the plan to see what changed.',
        at: now.toISOString(),
        url: '/network-q',
      };
      for (const to of await usersByIds(deps.db, followers))
        await deliverOffPage(deps, to, reminder, await loadPreferences(deps.db, to.id));
    } catch (err) {
      deps.log.warn({ err, plan: planId, editor: editorId }, 'plan edit notice failed');
    }
  }
}
