import { subscriptionsApi } from '@hearth/shared';
import type { SessionUser } from '../../../auth/session.js';
import type { Executor } from '../../../db/schema.js';
import { memberIds } from '../../../family/family.repository.js';
import { badRequest, found } from '../../../http/errors.js';
import { route } from '../../../http/route.js';
import { familyOf } from '../../../life/scope.js';
import { FeedError, normalizeFeedUrl } from './feedFetch.js';
import {
  deleteSubscription,
  findSubscription,
  insertSubscription,
  updateSubscription,
  listSubscriptions,
} from './subscriptions.repository.js';
import {
  checkCalendar,
  fetchOutcome,
  presentSubscription,
  refreshSubscription,
} from './subscriptions.service.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'calendar-subscriptions', action, id }) as const;

async function checkMember(db: Executor, user: SessionUser, memberId: string | null) {
  if (memberId && !(await memberIds(db, user.family_id)).includes(memberId))
    throw badRequest('Not a member of your family', [
      { path: 'member_id', message: 'Not a member of your family' },
    ]);
}

export const subscriptionRoutes = [
  route(subscriptionsApi.list, async ({ db, user }) =>
    (await listSubscriptions(db, user.family_id)).map(presentSubscription),
  ),

  // Fetched at once, before anything is stored and outside any transaction (up to the 10 s limit): a
  // refused address is a 400; a feed that fails otherwise is still subscribed, with its error shown.
  route(
    subscriptionsApi.subscribe,
    async ({ db, user, body, changes, deps }) => {
      await checkMember(db, user, body.member_id);
      const opts = { allowPrivate: deps.config.ALLOW_PRIVATE_FEEDS, now: deps.clock() };
      const refuse = (message: string) => badRequest(message, [{ path: 'url', message }]);
      let url: string;
      try {
        url = normalizeFeedUrl(body.url).href;
      } catch (err) {
        throw refuse((err as FeedError).message);
      }
      const { patch, refused } = await fetchOutcome(url, { etag: null, last_modified: null }, opts);
      if (refused) throw refuse(patch.last_error!);
      const row = await insertSubscription(db, {
        family_id: user.family_id,
        created_by: user.id,
        member_id: body.member_id,
        name: body.name,
        color: body.color,
        url,
        ...patch,
      });
      changes.emit(familyOf(user), changed('created', row.id));
      return presentSubscription(row);
    },
    { writes: 'own' },
  ),

  route(
    subscriptionsApi.upload,
    async ({ db, user, body, changes, deps }) => {
      await checkMember(db, user, body.member_id);
      const problem = checkCalendar(body.ics);
      if (problem) throw badRequest(problem, [{ path: 'ics', message: problem }]);
      const row = await insertSubscription(db, {
        family_id: user.family_id,
        created_by: user.id,
        member_id: body.member_id,
        name: body.name,
        color: body.color,
        body: body.ics,
        last_fetched_at: deps.clock(),
      });
      changes.emit(familyOf(user), changed('created', row.id));
      return presentSubscription(row);
    },
    { bodyLimit: '3mb' },
  ),

  route(subscriptionsApi.update, async ({ db, user, params, body, changes }) => {
    await checkMember(db, user, body.member_id);
    const row = found(await updateSubscription(db, user.family_id, params.id, body), 'Subscription');
    changes.emit(familyOf(user), changed('updated', row.id));
    return presentSubscription(row);
  }),

  route(
    subscriptionsApi.refresh,
    async ({ db, user, params, changes, deps }) => {
      const row = found(await findSubscription(db, user.family_id, params.id), 'Subscription');
      if (!row.url) return presentSubscription(row);
      const fresh = await refreshSubscription(db, row, {
        allowPrivate: deps.config.ALLOW_PRIVATE_FEEDS,
        now: deps.clock(),
      });
      changes.emit(familyOf(user), changed('updated', row.id));
      return presentSubscription(fresh);
    },
    { writes: 'own' },
  ),

  route(
    subscriptionsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteSubscription(db, user.family_id, params.id), 'Subscription');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
