import type { IncomingHttpHeaders } from 'node:http';

/**
 * A state-changing request or WebSocket upgrade from a browser must come from our own origin:
 * the Host it was sent to, or PUBLIC_URL. Requests without an Origin (curl, server-to-server) carry no
 * ambient browser credentials risk and pass.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, publicUrl: string | undefined): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (headers.host && host === headers.host) return true;
  if (publicUrl && new URL(publicUrl).host === host) return true;
  return false;
}
