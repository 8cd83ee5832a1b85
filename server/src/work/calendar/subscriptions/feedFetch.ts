import dns from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** A feed that could not be fetched; the message is shown to the user as the subscription's last error. */
export class FeedError extends Error {
  /** The address itself is not allowed (scheme, credentials, private network): no point retrying. */
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

// Addresses a feed may not point at unless ALLOW_PRIVATE_FEEDS=1: loopback, private, link-local,
// carrier-grade NAT, unspecified, multicast and reserved ranges, IPv4 and IPv6.
const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net6, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** webcal:// is https; only http and https are fetched. */
export function normalizeFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FeedError('Not a valid URL', true);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedError('Only http, https and webcal addresses can be subscribed to', true);
  if (url.username || url.password)
    throw new FeedError('Addresses with a user name or password are not accepted', true);
  return url;
}

/** Resolves the host and answers the one address to connect to; refuses private ones unless allowed. */
async function checkedAddress(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIPv6(host) ? 6 : 4 }]
    : await dns.lookup(host, { all: true }).catch(() => {
        throw new FeedError(`The host ${host} could not be found`);
      });
  if (!addresses.length) throw new FeedError(`The host ${host} could not be found`);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw new FeedError(
      'That address is on a private network or this machine, which feeds may not use',
      true,
    );
  return addresses[0]!;
}

export type FeedFetch =
  | { status: 'not-modified' }
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null };

export interface FetchOptions {
  etag?: string | null;
  lastModified?: string | null;
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  signal: AbortSignal,
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    // The connection goes to the address that was checked (a second DNS answer cannot swap it).
    const req = lib.request(
      url,
      {
        method: 'GET',
        headers,
        signal,
        lookup: (_host, opts, cb) => {
          if ((opts as { all?: boolean }).all)
            (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
          else cb(null, target.address, target.family);
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length'] ?? '0');
  if (declared > maxBytes) {
    res.destroy();
    throw new FeedError(`The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new FeedError(`The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a calendar: http(s) only, every hop's resolved address checked, at most 5 redirects, a size
 * and a time limit, conditional on the last ETag / Last-Modified.
 */
export async function fetchFeed(raw: string, o: FetchOptions): Promise<FeedFetch> {
  const maxBytes = o.maxBytes ?? FEED_MAX_BYTES;
  const timeoutMs = o.timeoutMs ?? FEED_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let url = normalizeFeedUrl(raw);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const target = await checkedAddress(url, o.allowPrivate);
      const headers: Record<string, string> = {
        accept: 'text/calendar, */*;q=0.5',
        'user-agent': 'Hearth calendar subscription',
      };
      if (o.etag) headers['if-none-match'] = o.etag;
      if (o.lastModified) headers['if-modified-since'] = o.lastModified;
      const res = await requestOnce(url, target, headers, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
        res.resume();
        url = normalizeFeedUrl(new URL(res.headers.location, url).href);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { status: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FeedError(`The calendar server answered ${status}`);
      }
      const body = await readBody(res, maxBytes);
      const header = (h: string) => {
        const v = res.headers[h];
        return typeof v === 'string' ? v : null;
      };
      return { status: 'ok', body, etag: header('etag'), lastModified: header('last-modified') };
    }
    throw new FeedError('Too many redirects');
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (controller.signal.aborted)
      throw new FeedError(`The calendar server did not answer within ${timeoutMs / 1000} s`);
    throw new FeedError(`The calendar could not be fetched (${(err as Error).message})`);
  } finally {
    clearTimeout(timer);
  }
}
