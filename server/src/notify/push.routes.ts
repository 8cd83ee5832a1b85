import { pushApi, type PushSubscriptionView } from '@hearth/shared';
import { badRequest, found } from '../http/errors.js';
import { route } from '../http/route.js';
import { ownerOf } from '../life/scope.js';
import { loadPreferences } from '../life/notifications.service.js';
import { deliverOffPage } from './deliver.js';
import { endpointProblem } from './pushEndpoint.js';
import {
  deleteSubscription,
  listSubscriptions,
  upsertSubscription,
  type PushSubscriptionRow,
} from './push.repository.js';
import { vapidKeys } from './vapid.js';

const present = (s: PushSubscriptionRow): PushSubscriptionView => ({
  id: s.id,
  device: s.device,
  endpoint: s.endpoint,
  push_service: new URL(s.endpoint).host,
  created_at: s.created_at.toISOString(),
  last_sent_at: s.last_sent_at?.toISOString() ?? null,
});

const TEST_REMINDER = (now: Date) => ({
  key: `test:${now.getTime()}`,
  category: 'task' as const,
  title: 'Hearth test notification',
  body: 'Reminders will arrive like this.',
  at: now.toISOString(),
});

export const pushRoutes = [
  route(pushApi.key, async ({ db }) => ({ public_key: (await vapidKeys(db)).publicKey })),

  route(pushApi.list, async ({ db, user }) => (await listSubscriptions(db, user.id)).map(present)),

  route(
    pushApi.subscribe,
    async ({ db, user, body, deps, changes }) => {
      const problem = endpointProblem(body.endpoint, deps.config.ALLOW_PRIVATE_PUSH === '1');
      if (problem) throw badRequest(problem);
      const row = await upsertSubscription(db, {
        user_id: user.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        device: body.device ?? '',
      });
      changes.emit(ownerOf(user), { resource: 'notification-preferences', action: 'updated', id: user.id });
      return present(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    pushApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteSubscription(db, user.id, params.id), 'Device');
      changes.emit(ownerOf(user), { resource: 'notification-preferences', action: 'updated', id: user.id });
      return null;
    },
    { writes: 'one-statement' },
  ),

  // Goes through the same delivery as reminders, on every channel the member chose for any category.
  route(
    pushApi.test,
    async ({ db, user, deps }) => {
      const prefs = await loadPreferences(db, user.id);
      const every = [...new Set(Object.values(prefs.delivery).flat())];
      return deliverOffPage(deps, user, TEST_REMINDER(deps.clock()), {
        ...prefs,
        dnd_enabled: false,
        delivery: { ...prefs.delivery, task: every },
      });
    },
    { writes: 'own' },
  ),
];
