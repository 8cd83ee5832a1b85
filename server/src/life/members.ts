import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import { memberIds } from '../family/family.repository.js';
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
