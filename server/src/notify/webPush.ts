import type { VapidKeys } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** What a reminder's notification shows (the service worker reads it: client/public/push-sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) with a VAPID token (RFC 8292) to a push service (RFC 8030).
 * web-push builds the request; fetch sends it with a time limit. 404/410 mean the subscription is gone.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
  ttlSeconds: number,
): Promise<{ outcome: PushOutcome; status?: number }> {
  // Loaded on the first push (web-push and its crypto dependencies stay out of an idle server's memory).
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      TTL: ttlSeconds,
      urgency: 'normal',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
    return { outcome: res.ok ? 'sent' : 'failed', status: res.status };
  } catch {
    return { outcome: 'failed' };
  }
}
