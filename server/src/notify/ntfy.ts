import type { PushMessage } from './webPush.js';

const TIMEOUT_MS = 10_000;

/**
 * Publishes to an ntfy topic (https://docs.ntfy.sh/publish/): the body is the message, headers carry the title,
 * a click URL and tags. The topic URL is the member's own choice and may be a server in their home network.
 */
export async function sendNtfy(topicUrl: string, message: PushMessage, clickBase: string): Promise<boolean> {
  try {
    const res = await fetch(topicUrl, {
      method: 'POST',
      headers: {
        // ntfy reads headers as latin-1: an RFC 2047 encoded word keeps any title intact.
        Title: `=?UTF-8?B?${Buffer.from(message.title).toString('base64')}?=`,
        Click: new URL(message.url, clickBase).toString(),
        Tags: 'house',
      },
      body: message.body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
