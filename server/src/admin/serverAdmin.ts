import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import { notFound, unauthorized } from '../http/errors.js';
import { lockHolder } from '../ops/dataDirLock.js';
import { findFirstUserId } from './admin.repository.js';

/**
 * Whether a signed-in user administers this server (every family's data, e.g. backups): a verified
 * address listed in ADMIN_EMAILS, or, when that is unset, the first account made on the server.
 */
export async function isServerAdmin(deps: AppDeps, user: SessionUser): Promise<boolean> {
  const listed = deps.config.ADMIN_EMAILS;
  if (listed) return user.verified && user.email !== null && listed.includes(user.email.toLowerCase());
  return (await findFirstUserId(deps.db)) === user.id;
}

/** The token this server published in DATA_DIR/hearth.lock for commands on its machine. */
function isLocalAdminToken(deps: AppDeps, ctx: Context): boolean {
  const presented = /^Bearer (\S+)$/.exec(ctx.get('authorization'))?.[1];
  if (!presented || deps.config.DATABASE_URL) return false;
  const holder = lockHolder(deps.config.DATA_DIR);
  if (holder?.pid !== process.pid || !holder.token) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(holder.token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets a server administrator (session) or the local admin token through; anyone else signed in gets
 * 404, as if admin routes did not exist, and a caller without either gets 401.
 */
export async function requireServerAdmin(deps: AppDeps, ctx: Context): Promise<void> {
  if (isLocalAdminToken(deps, ctx)) return;
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw unauthorized();
  if (!(await isServerAdmin(deps, user))) throw notFound();
}
