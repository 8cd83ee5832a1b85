import { familyApi } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { conflict, notFound } from '../http/errors.js';
import { route, type Changes } from '../http/route.js';
import { hashPassword } from '../auth/secrets.js';
import { requireFamily } from './familyGuard.js';
import { findMember } from './family.repository.js';
import {
  childUsernameTaken,
  deleteSessionsOf,
  insertChildAccount,
  sessionHashesOf,
  setPinHash,
} from './childAccounts.repository.js';

/** Ends every session of a user: rows deleted now, cached users and open sockets dropped after commit. */
export async function endSessionsOf(db: Executor, deps: AppDeps, changes: Changes, userId: string) {
  const hashes = await sessionHashesOf(db, userId);
  await deleteSessionsOf(db, userId);
  changes.afterCommit(() => {
    deps.sessions.forgetUser(userId);
    // Ends them in every cache and process, which closes their Yjs and socket.io connections.
    deps.sessions.end(hashes);
  });
}

export const childAccountRoutes = [
  route(familyApi.createChildAccount, async ({ db, user, body, changes }) => {
    requireFamily(user, 'manage_child_accounts');
    if (await childUsernameTaken(db, body.username)) throw conflict('That username is taken: try another');
    const child = await insertChildAccount(db, {
      family_id: user.family_id,
      name: body.name,
      username: body.username,
      pin_hash: await hashPassword(body.pin),
      timezone: user.timezone,
    });
    changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
    return child;
  }),

  // A new PIN ends the child's sessions: whoever knew the old one is signed out at once.
  route(familyApi.resetChildPin, async ({ db, user, params, body, deps, changes }) => {
    requireFamily(user, 'manage_child_accounts');
    const child = await findMember(db, user.family_id, params.id);
    if (!child?.child_account) throw notFound('Child account');
    await setPinHash(db, child.id, await hashPassword(body.pin));
    await endSessionsOf(db, deps, changes, child.id);
    return null;
  }),
];
