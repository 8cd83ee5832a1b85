import { calendarApi, writeIcs } from '@hearth/shared';
import { hashToken, newToken } from '../../auth/secrets.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteFeed, feedItems, findFeed, findFeedOwner, upsertFeed } from './calendar.repository.js';
import { listFamilyEvents } from '../../life/familyEvents.repository.js';
import { overridesBySeries } from './overrides.repository.js';
import { externalEvents } from './subscriptions/subscriptions.service.js';
import { calendarDuties } from './calendarDuties.js';
import { calendarFamilyEvents, calendarMeetings, calendarTasks } from './occurrences.js';

export const calendarRoutes = [
  route(calendarApi.events, async ({ db, user, query }) => {
    const w = { from: query.start_date, to: query.end_date };
    return {
      tasks: await calendarTasks(db, user.id, w),
      meetings: await calendarMeetings(db, user, w),
      family_events: await calendarFamilyEvents(db, user.family_id, w),
      external: await externalEvents(db, user.family_id, w.from, w.to, user.timezone),
      ...(await calendarDuties(db, user, w)),
    };
  }),

  route(calendarApi.feedStatus, async ({ db, user }) => {
    const feed = await findFeed(db, user.id);
    return { active: Boolean(feed), created_at: feed?.created_at.toISOString() ?? null };
  }),

  // Only the token's hash is kept, so the URL is shown once, here: creating another one replaces it.
  route(
    calendarApi.feedUrl,
    async ({ db, user, deps }) => {
      const token = newToken();
      const { created_at } = await upsertFeed(db, user.id, hashToken(token), deps.clock());
      const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
      return { url: `${base}/api/calendar/feed/${token}.ics`, created_at: created_at.toISOString() };
    },
    { writes: 'one-statement' },
  ),

  route(
    calendarApi.revokeFeed,
    async ({ db, user }) => {
      await deleteFeed(db, user.id);
      return null;
    },
    { writes: 'one-statement' },
  ),

  route(calendarApi.feed, async ({ db, params, ctx }) => {
    const owner = await findFeedOwner(db, hashToken(params.token.replace(/\.ics$/, '')));
    if (!owner) throw notFound('Feed');
    const { meetings, tasks } = await feedItems(db, owner.id);
    const familyEvents = await listFamilyEvents(db, owner.family_id);
    const meetingOverrides = await overridesBySeries(
      db,
      'meeting_id',
      meetings.filter((m) => m.rrule).map((m) => m.id),
    );
    const eventOverrides = await overridesBySeries(
      db,
      'family_event_id',
      familyEvents.filter((e) => e.rrule).map((e) => e.id),
    );
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    return writeIcs({
      calendarName: `Hearth: ${owner.name}`,
      timeZone: owner.timezone,
      // A DTSTAMP that does not change between fetches (the feed's creation), so identical calendars are byte-identical.
      now: owner.created_at,
      meetings: meetings.map((m) => ({ ...m, overrides: meetingOverrides.get(m.id) ?? [] })),
      tasks: tasks.map((t) => ({ ...t, due_date: t.due_date! })),
      familyEvents: familyEvents.map((e) => ({ ...e, overrides: eventOverrides.get(e.id) ?? [] })),
    });
  }),
];
