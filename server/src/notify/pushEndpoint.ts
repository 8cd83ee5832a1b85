import { isIP } from 'node:net';

const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^0\./];

/** Is this a host a push service cannot be (loopback, private, link-local), so the server never posts there? */
function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local')) return true;
  if (isIP(h) === 4) return PRIVATE_V4.some((r) => r.test(h));
  if (isIP(h) === 6) return h === '::1' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80');
  return false;
}

/**
 * Why a browser's push endpoint is refused, or undefined: push services are public https servers; a member must
 * not be able to make the server post to addresses inside the home network (ALLOW_PRIVATE_PUSH=1 for tests).
 */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | undefined {
  if (allowPrivate) return undefined;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'A push endpoint must be an https URL';
  if (isPrivateHost(url.hostname)) return 'A push endpoint cannot be a private or loopback address';
  return undefined;
}
