import net from 'node:net';
import type { IncomingMessage } from 'node:http';

/** One TRUST_PROXY entry: an IP address or a CIDR range; undefined when it is neither. */
function parseEntry(entry: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Splits and checks TRUST_PROXY ("10.0.0.1, 192.168.0.0/16"); answers the bad entries. */
export function invalidProxyEntries(value: string): string[] {
  return splitList(value).filter((e) => !parseEntry(e));
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** The addresses whose X-Forwarded-For is believed. */
export function trustedProxies(value: string | undefined): net.BlockList {
  const list = new net.BlockList();
  for (const e of splitList(value ?? '')) {
    const p = parseEntry(e);
    if (p) list.addSubnet(p.address, p.prefix, p.type);
  }
  return list;
}

const unmapped = (ip: string) => (ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

function isTrusted(list: net.BlockList, ip: string): boolean {
  const version = net.isIP(ip);
  return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the connection's peer, unless that peer is a trusted proxy; then
 * X-Forwarded-For is read from the right, skipping trusted proxies, and the first other address is the
 * client. With no trusted proxy configured the header is never believed.
 */
export function clientAddress(req: IncomingMessage, trusted: net.BlockList): string {
  let ip = unmapped(req.socket.remoteAddress ?? '');
  if (!isTrusted(trusted, ip)) return ip;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => unmapped(h.trim()))
    .filter(Boolean)
    .slice(-20);
  while (hops.length) {
    const hop = hops.pop()!;
    if (!net.isIP(hop)) return ip; // garbage: keep the last address we could believe
    ip = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return ip;
}
