import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { tooMany, unauthorized } from '../http/errors.js';
import { findChildAccount } from '../family/childAccounts.repository.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { waitMessage } from './loginThrottle.js';
import type { UserRow } from './users.repository.js';

const BAD_PIN = 'Invalid username or PIN';
/** Checked against when the username is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * The one place a PIN sign-in meets the sign-in throttle (the same one passwords use: per account and
 * per client address): refused while blocked, a failure counted, a success clearing the account's count.
 */
async function throttled<T>(
  deps: AppDeps,
  account: string,
  ip: string,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const key = `child:${account}`;
  const now = deps.clock().getTime();
  const verdict = deps.throttle.check(key, ip, now);
  if (!verdict.ok) throw tooMany(waitMessage(verdict));
  const ok = await attempt();
  if (ok === undefined) {
    deps.throttle.fail(key, ip, now);
    throw unauthorized(BAD_PIN);
  }
  deps.throttle.succeed(key);
  return ok;
}

/** Checks a child account's username and PIN under the throttle; answers the user to start a session for. */
export function signInChild(
  db: Executor,
  deps: AppDeps,
  username: string,
  pin: string,
  ip: string,
): Promise<UserRow> {
  return throttled(deps, username.toLowerCase(), ip, async () => {
    const found = await findChildAccount(db, username);
    const hash = found?.password_hash ?? (await (dummyHash ??= hashPassword('0000-no-account')));
    const valid = await verifyPassword(pin, hash);
    if (!found || !valid) return undefined;
    const { password_hash: _p, ...user } = found;
    return user;
  });
}
