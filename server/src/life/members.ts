import { isAdultRole } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import { listMembers, memberIds } from '../family/family.repository.js';
import { badRequest } from '../http/errors.js';

/** Every id given must be a member of the user's family (400 naming the field otherwise). */
export async function checkFamilyMembers(
  db: Executor,
  user: SessionUser,
  ids: (string | null)[],
  field: string,
) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (!wanted.length) return;
  const family = new Set(await memberIds(db, user.family_id));
  if (wanted.some((id) => !family.has(id)))
    throw badRequest('Not a member of your family', [
      { path: field, message: 'Not a member of your family' },
    ]);
}

/**
 * The id given (if any) must be an adult of the user's family (owner, admin, adult): the members who drive
 * school runs, take the kids to activities and have the meetings conflicts are checked against. 400 naming
 * the field otherwise, for a stranger as for a child or teen account.
 */
export async function checkFamilyAdult(db: Executor, user: SessionUser, id: string | null, field: string) {
  if (id === null) return undefined;
  const member = (await listMembers(db, user.family_id)).find((m) => m.id === id);
  if (!member)
    throw badRequest('Not a member of your family', [
      { path: field, message: 'Not a member of your family' },
    ]);
  if (!isAdultRole(member.role))
    throw badRequest(`${member.name} is not an adult: only an adult can be given this`, [
      { path: field, message: 'Choose an adult of your family' },
    ]);
  return member;
}
