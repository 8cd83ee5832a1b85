import type { Context, Middleware } from 'koa';
import type { IncomingHttpHeaders } from 'node:http';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { hashToken, newToken } from './secrets.js';
import { deleteSession, extendSession, findSessionUser, insertSession } from './sessions.repository.js';
import type { UserRow } from './users.repository.js';

export const SESSION_COOKIE = 'hearth_session';
const DAY = 24 * 3600 * 1000;
const SESSION_DAYS = 30;

export type SessionUser = UserRow;

/** Starts a fresh session (a new token at every sign-in) and sets its cookie. */
export async function startSession(ctx: Context, db: Executor, userId: string, now: Date): Promise<void> {
  const old = ctx.cookies.get(SESSION_COOKIE);
  if (old) await deleteSession(db, hashToken(old));
  const token = newToken();
  const expires = new Date(now.getTime() + SESSION_DAYS * DAY);
  await insertSession(db, hashToken(token), userId, expires);
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    expires,
    path: '/',
    overwrite: true,
  });
}

/** Ends the request's session; answers the hash of the ended token, if there was one. */
export async function endSession(ctx: Context, db: Executor): Promise<string | undefined> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  const hash = token ? hashToken(token) : undefined;
  if (hash) await deleteSession(db, hash);
  ctx.cookies.set(SESSION_COOKIE, null, { path: '/', httpOnly: true, sameSite: 'lax' });
  return hash;
}

/** The session token in a raw Cookie header (for WebSocket upgrades). */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  const cookie = headers.cookie;
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === SESSION_COOKIE) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The user of a session token, or undefined; slides the expiry forward when half of it has passed. */
export async function userOfToken(
  deps: AppDeps,
  token: string | undefined,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const now = deps.clock();
  const hash = hashToken(token);
  const cached = deps.sessions.get(hash, now.getTime());
  if (cached) return { ...cached };
  const row = await findSessionUser(deps.db, hash, now);
  if (!row) return undefined;
  const { expires_at, ...user } = row;
  let expires = expires_at.getTime();
  if (expires - now.getTime() < (SESSION_DAYS / 2) * DAY) {
    expires = now.getTime() + SESSION_DAYS * DAY;
    await extendSession(deps.db, hash, new Date(expires));
  }
  deps.sessions.set(hash, user, now.getTime(), expires);
  return { ...user };
}

/** Puts the session's user on `ctx.state.user` for every /api request. */
export function sessionMiddleware(deps: AppDeps): Middleware {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api')) {
      ctx.state.user = await userOfToken(deps, ctx.cookies.get(SESSION_COOKIE));
    }
    await next();
  };
}
