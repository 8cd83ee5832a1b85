import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';

/** What PushManager.subscribe() gives a browser (PushSubscription.toJSON()), bounded. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'A push endpoint is an https URL' })
    .max(1000, 'The push endpoint is too long'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'p256dh must be a base64url P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'auth must be a base64url secret'),
  }),
  device: z.string().trim().max(120).optional(),
});

export const PushSubscriptionView = z.object({
  id: z.uuid(),
  device: z.string(),
  endpoint: z.string(),
  push_service: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof PushSubscriptionView>;

export const PushTestAnswer = z.object({ sent: z.number(), removed: z.number(), failed: z.number() });

export const pushApi = {
  key: endpoint({
    method: 'get',
    path: '/api/push/key',
    summary: "The server's VAPID public key (applicationServerKey)",
    answer: z.object({ public_key: z.string() }),
    tag: 'notifications',
  }),
  list: endpoint({
    method: 'get',
    path: '/api/push/subscriptions',
    summary: 'My devices that receive push notifications',
    answer: z.array(PushSubscriptionView),
    tag: 'notifications',
  }),
  subscribe: endpoint({
    method: 'post',
    path: '/api/push/subscriptions',
    summary: 'Receive push notifications on this device',
    body: PushSubscriptionBody,
    answer: PushSubscriptionView,
    status: 201,
    tag: 'notifications',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/push/subscriptions/:id',
    summary: 'Stop push notifications to one device',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'notifications',
  }),
  test: endpoint({
    method: 'post',
    path: '/api/push/test',
    summary: 'Send a test notification to every channel I have set up',
    answer: PushTestAnswer,
    tag: 'notifications',
  }),
};
