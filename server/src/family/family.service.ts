import type { Family } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import { badRequest, found } from '../http/errors.js';
import { consumeInvite, findFamily, listMembers } from './family.repository.js';
import { setFamily } from '../auth/users.repository.js';

export async function loadFamily(db: Executor, familyId: string): Promise<Family> {
  const family = found(await findFamily(db, familyId), 'Family');
  return { ...family, members: await listMembers(db, familyId) };
}

/** Moves a user into the family of an invite code (single use, 7 days), with the role the invite gives. */
export async function joinByInvite(db: Executor, userId: string, code: string, now: Date) {
  const invite = await consumeInvite(db, code, userId, now);
  if (!invite) throw badRequest('Invite code is invalid or expired');
  await setFamily(db, userId, invite.family_id, invite.role);
  return invite;
}
