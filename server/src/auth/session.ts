import type { Context, Middleware } from 'koa';
import type { IncomingHttpHeaders } from 'node:http';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { hashToken, newToken } from './secrets.js';
import type { Changes } from '../http/route.js';
import { deleteSession, findSessionUser, insertSession, touchSession } from './sessions.repository.js';
import { setTimezone, type UserRow } from './users.repository.js';
import { deviceName } from '@hearth/shared';
import { alertAfterCommit } from '../notify/securityAlerts.js';
import { rememberDevice } from './devices.js';

export const SESSION_COOKIE = 'hearth_session';
const DAY = 24 * 3600 * 1000;
const SESSION_DAYS = 30;
const MAX_USER_AGENT = 300;
/** How stale a session's "last seen" may get before a lookup records it again. */
const SEEN_EVERY_MS = 5 * 60 * 1000;

export type SessionUser = UserRow;

/** What starting or ending sessions needs from a route. */
export interface SessionScope {
  ctx: Context;
  db: Executor;
  deps: AppDeps;
  changes: Changes;
}

/** Once the request commits, the sessions are gone from every cache and their sockets close. */
export function endAfterCommit({ deps, changes }: SessionScope, tokenHashes: string[]): void {
  if (tokenHashes.length) changes.afterCommit(() => deps.sessions.end(tokenHashes));
}

/** The hash of the request's session token, if it carries one. */
export function currentTokenHash(ctx: Context): string | undefined {
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token ? hashToken(token) : undefined;
}

/**
 * Starts a fresh session (a new token at every sign-in; the one it replaces ends) and sets its cookie;
 * answers whether this browser is new to the account (see rememberDevice).
 */
export async function startSession(scope: SessionScope, userId: string): Promise<boolean> {
  const { ctx, db, deps } = scope;
  const old = currentTokenHash(ctx);
  if (old) {
    await deleteSession(db, old);
    endAfterCommit(scope, [old]);
  }
  const token = newToken();
  const now = deps.clock();
  const expires = new Date(now.getTime() + SESSION_DAYS * DAY);
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: expires,
    user_agent: (ctx.get('user-agent') || '').slice(0, MAX_USER_AGENT),
    now,
  });
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    expires,
    path: '/',
    overwrite: true,
  });
  return rememberDevice(ctx, db, userId);
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, null, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends the request's session (sign-out). */
export async function endSession(scope: SessionScope): Promise<void> {
  const hash = currentTokenHash(scope.ctx);
  if (hash) {
    await deleteSession(scope.db, hash);
    endAfterCommit(scope, [hash]);
  }
  clearSessionCookie(scope.ctx);
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
  const { expires_at, last_seen_at, ...user } = row;
  let expires = expires_at.getTime();
  const halfGone = expires - now.getTime() < (SESSION_DAYS / 2) * DAY;
  if (halfGone || now.getTime() - last_seen_at.getTime() > SEEN_EVERY_MS) {
    if (halfGone) expires = now.getTime() + SESSION_DAYS * DAY;
    await touchSession(deps.db, hash, now, new Date(expires));
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

/**
 * A checked sign-in (password or PIN): keeps the zone the browser reports, then starts a fresh session;
 * a sign-in from a browser new to the account raises a security alert.
 */
export async function signInAs(
  scope: SessionScope,
  user: SessionUser,
  timezone: string | undefined,
): Promise<SessionUser> {
  if (timezone && timezone !== user.timezone) {
    await setTimezone(scope.db, user.id, timezone);
    user.timezone = timezone;
  }
  if (await startSession(scope, user.id))
    alertAfterCommit(scope, user.id, {
      kind: 'new_device',
      device: deviceName(scope.ctx.get('user-agent') || ''),
    });
  return user;
}
