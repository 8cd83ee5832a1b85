import type { CalendarExternalEvent, CalendarSubscription } from '@hearth/shared';
import type { Executor } from '../../../db/schema.js';
import { fetchFeed, FeedError } from './feedFetch.js';
import { feedOccurrences, parseFeed } from './feedParse.js';
import { parsedFeed } from './parsedCache.js';
import { listSubscriptions, updateSubscription, type SubscriptionRow } from './subscriptions.repository.js';

export const REFRESH_MS = 60 * 60 * 1000;
/** After a failure, try again sooner than the hourly schedule, but not at once. */
const RETRY_MS = 15 * 60 * 1000;

export const presentSubscription = (r: SubscriptionRow): CalendarSubscription => ({
  id: r.id,
  name: r.name,
  url: r.url,
  color: r.color,
  member_id: r.member_id,
  last_fetched_at: r.last_fetched_at?.toISOString() ?? null,
  last_error: r.last_error,
  event_count: parsedFeed(r.id, r.body)?.events.length ?? 0,
  created_at: r.created_at.toISOString(),
});

/** Checks that a text is a calendar we can read; the message names what is wrong. */
export function checkCalendar(body: string): string | null {
  try {
    parseFeed(body);
    return null;
  } catch (err) {
    return `The file is not a calendar we can read (${(err as Error).message.slice(0, 200)})`;
  }
}

type Patch = NonNullable<Parameters<typeof updateSubscription>[3]>;

/**
 * Fetches a calendar URL and answers what to store: the new calendar (kept only if it parses), or the
 * error (the last good copy stays). Never throws: a failing feed is an answer. `refused` marks an
 * address that is not allowed at all.
 */
export async function fetchOutcome(
  url: string,
  last: { etag: string | null; last_modified: string | null },
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ patch: Patch; refused: boolean }> {
  const next = (ms: number) => new Date(opts.now.getTime() + ms);
  const failed = (message: string, refused = false) => ({
    patch: { last_fetched_at: opts.now, last_error: message, next_fetch_at: next(RETRY_MS) },
    refused,
  });
  try {
    const got = await fetchFeed(url, {
      etag: last.etag,
      lastModified: last.last_modified,
      allowPrivate: opts.allowPrivate,
    });
    if (got.status === 'not-modified')
      return {
        patch: { last_fetched_at: opts.now, last_error: null, next_fetch_at: next(REFRESH_MS) },
        refused: false,
      };
    const problem = checkCalendar(got.body);
    if (problem) return failed(problem);
    return {
      patch: {
        body: got.body,
        etag: got.etag,
        last_modified: got.lastModified,
        last_fetched_at: opts.now,
        last_error: null,
        next_fetch_at: next(REFRESH_MS),
      },
      refused: false,
    };
  } catch (err) {
    return err instanceof FeedError
      ? failed(err.message, err.refused)
      : failed('The calendar could not be fetched');
  }
}

/** Fetches a subscription again and stores the outcome. */
export async function refreshSubscription(
  db: Executor,
  row: SubscriptionRow,
  opts: { allowPrivate: boolean; now: Date },
): Promise<SubscriptionRow> {
  const { patch } = await fetchOutcome(row.url!, row, opts);
  return (await updateSubscription(db, row.family_id, row.id, patch)) ?? row;
}

/** Occurrences of every family subscription in a window of the viewer's local dates. */
export async function externalEvents(
  db: Executor,
  familyId: string,
  from: string,
  to: string,
  viewerTz: string,
): Promise<CalendarExternalEvent[]> {
  const subs = await listSubscriptions(db, familyId);
  return subs.flatMap((s) => {
    const feed = parsedFeed(s.id, s.body);
    if (!feed) return [];
    return feedOccurrences(feed, from, to, viewerTz).map((o) => ({
      subscription_id: s.id,
      uid: o.uid,
      title: o.title,
      location: o.location,
      date: o.date,
      time: o.time,
      end_time: o.endTime,
      all_day: o.allDay,
      color: s.color,
      member_id: s.member_id,
    }));
  });
}
