import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@hearth/shared';
import { isLeaving } from '../layout/leaving';
import { useSession } from '../state/session';

/** A failed call: `detail` is the server's message, safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(detail);
  }
}

type Maybe<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };
export type CallInput<E extends Endpoint> = Maybe<'params', ParamsOf<E>> &
  Maybe<'query', QueryOf<E>> &
  Maybe<'body', BodyOf<E>>;

function buildUrl(e: Endpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params?.[k] ?? '')));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Calls one endpoint of the shared contract. The answer is typed (and checked) by the contract;
 * a 401 signs the user out locally and sends them to /login.
 */
export async function api<E extends Endpoint>(
  e: E,
  ...[input]: keyof CallInput<E> extends never ? [CallInput<E>?] : [CallInput<E>]
): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  let res: Response;
  try {
    res = await fetch(buildUrl(e, params, query), {
      method: e.method.toUpperCase(),
      credentials: 'same-origin',
      headers: body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, 'Network error. Please try again.');
  }
  if (res.status === 204) return null as AnswerOf<E>;
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (json ?? {}) as { detail?: string; errors?: { path: string; message: string }[] };
    if (res.status === 401 && e.auth !== false) onUnauthorized();
    throw new ApiError(res.status, err.detail ?? `Request failed (${res.status})`, err.errors);
  }
  return e.answer.parse(json) as AnswerOf<E>;
}

/**
 * The server no longer knows this session (expired, or signed out elsewhere). An answer to a request sent
 * before or while signing out here (the page's last reads) changes nothing: the person stays where signing
 * out took them instead of being sent on to /login a moment later.
 */
function onUnauthorized(): void {
  if (!useSession.getState().authenticated || isLeaving()) return;
  useSession.getState().signedOut();
  if (!location.pathname.startsWith('/login')) location.assign('/login');
}

/** The message to show for a failed call: the server's detail, else the fallback. */
export const messageOf = (err: unknown, fallback: string): string =>
  err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.detail : fallback;
