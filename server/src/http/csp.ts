import type { IncomingMessage } from 'node:http';

/** A Host header that is only a host name or address and a port: anything else is left out of the CSP. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The WebSocket origins the client may connect to (CSP connect-src, besides 'self'): our own only. That is
 * the PUBLIC_URL's ws(s) origin, and the host the page was served from (older browsers do not let 'self'
 * match ws: and wss:). Never any ws/wss host.
 */
export function ownSocketOrigins(publicUrl: string | undefined, req: IncomingMessage): string[] {
  const origins = new Set<string>();
  if (publicUrl) {
    const u = new URL(publicUrl);
    origins.add(`${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`);
  }
  const host = req.headers.host;
  if (host && PLAIN_HOST.test(host)) {
    origins.add(`ws://${host}`);
    origins.add(`wss://${host}`);
  }
  return [...origins];
}
