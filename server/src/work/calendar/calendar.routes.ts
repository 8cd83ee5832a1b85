import { calendarApi, writeIcs } from '@hearth/shared';
import { hashToken, newToken } from '../../auth/secrets.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import {
  deleteFeed,
  feedItems,
  findFeed,
  findFeedOwner,
  meetingsBetween,
  tasksDueBetween,
  upsertFeed,
} from './calendar.repository.js';

export const calendarRoutes = [
  route(calendarApi.events, async ({ db, user, query }) => {
    const [tasks, meetings] = [
      await tasksDueBetween(db, user.id, query.start_date, query.end_date),
      await meetingsBetween(db, user.id, query.start_date, query.end_date),
    ];
    return {
      tasks: tasks.map((t) => ({
        id: t.id,
        title: t.title,
        due_date: t.due_date!,
        priority: t.priority,
        status: t.status,
      })),
      meetings: meetings.map((m) => ({
        id: m.id,
        title: m.title,
        date: m.date,
        time: m.time,
        platform: m.platform,
        duration: m.duration,
        location: m.location,
        meeting_link: m.meeting_link,
      })),
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

  route(calendarApi.feed, async ({ db, params, ctx, deps }) => {
    const owner = await findFeedOwner(db, hashToken(params.token.replace(/\.ics$/, '')));
    if (!owner) throw notFound('Feed');
    const { meetings, tasks } = await feedItems(db, owner.id);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    return writeIcs({
      calendarName: `Hearth: ${owner.name}`,
      timeZone: owner.timezone,
      now: deps.clock(),
      meetings,
      tasks: tasks.map((t) => ({ ...t, due_date: t.due_date! })),
    });
  }),
];
