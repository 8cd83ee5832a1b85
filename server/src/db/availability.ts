/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, unreachable,
 * out of connections), as opposed to a query being wrong. Such errors answer 503 and close collaboration
 * sockets with a retry code; the pool reconnects by itself once the database is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  )
    return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  // A connection refused on both 127.0.0.1 and ::1 arrives as an AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again in a moment';
