import type { Context } from 'koa';
import type { Executor } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';

/** A long-lived random id of the browser, kept across sign-outs, so a sign-in can tell a new browser. */
export const DEVICE_COOKIE = 'hearth_device';
const DEVICE_DAYS = 400;
const MAX_USER_AGENT = 300;

/**
 * Records that this browser signed in to the account; answers true when it is a new browser for an account
 * that had signed in elsewhere before (the first browser an account ever uses, or the first after this
 * feature arrived, is only recorded: there is nothing to warn about).
 */
export async function rememberDevice(ctx: Context, db: Executor, userId: string): Promise<boolean> {
  let token = ctx.cookies.get(DEVICE_COOKIE);
  if (!token) {
    token = newToken();
    ctx.cookies.set(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      maxAge: DEVICE_DAYS * 24 * 3600 * 1000,
      path: '/',
      overwrite: true,
    });
  }
  const known = await db
    .selectFrom('known_devices')
    .select(['device_hash'])
    .where('user_id', '=', userId)
    .execute();
  const hash = hashToken(token);
  if (known.some((d) => d.device_hash === hash)) return false;
  const added = await db
    .insertInto('known_devices')
    .values({
      user_id: userId,
      device_hash: hash,
      user_agent: (ctx.get('user-agent') || '').slice(0, MAX_USER_AGENT),
    })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .returning('device_hash')
    .executeTakeFirst();
  return added !== undefined && known.length > 0;
}
