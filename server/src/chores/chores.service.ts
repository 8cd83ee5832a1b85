import { choresDocName, familyCan, type ChoreMember, type FamilyRole } from '@hearth/shared';
import type * as Y from 'yjs';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { badRequest, notFound } from '../http/errors.js';
import { collabOf } from '../plans/collab.js';
import { listMembers } from '../family/family.repository.js';
import { completionsSince, findChore, listChores, type ChoreRow } from './chores.repository.js';
import { lookbackFrom, presentChores } from './chores.presenter.js';

/** Adults, teens see every chore; a child (or caregiver) sees the chores that may go to them. */
const seesAll = (role: FamilyRole) => familyCan(role, 'see_member_details');
export const visibleTo = (user: SessionUser, row: ChoreRow) =>
  seesAll(user.family_role) || row.members.some((m) => m.user_id === user.id);

/** The chores a member sees, presented in their time zone; `id`: only that one (404 when not theirs). */
export async function readChores(db: Executor, user: SessionUser, now: Date, id?: string) {
  const rows = id
    ? [await findChore(db, user.family_id, id)].filter((r): r is ChoreRow => !!r)
    : await listChores(db, user.family_id);
  const mine = rows.filter((r) => visibleTo(user, r));
  if (id && !mine.length) throw notFound('Chore');
  const completions = await completionsSince(db, user.family_id, lookbackFrom(user.timezone, now));
  return presentChores(mine, completions, user.timezone, now);
}

/** Family members by id, in the order given; 400 for anyone who is not in the family. */
export async function choreMembers(db: Executor, familyId: string, ids: string[]): Promise<ChoreMember[]> {
  const members = new Map((await listMembers(db, familyId)).map((m) => [m.id, m.name]));
  const unknown = ids.findIndex((id) => !members.has(id));
  if (unknown >= 0)
    throw badRequest('Chores go to members of your family', [
      { path: `members.${unknown}`, message: 'Not a member of your family' },
    ]);
  return [...new Set(ids)].map((id) => ({ user_id: id, name: members.get(id)! }));
}

/** Changes the family's chores document as `user`; answers after the commit. */
export const changeChores = <T>(deps: AppDeps, user: SessionUser, mutate: (doc: Y.Doc) => T) =>
  collabOf(deps).change(choresDocName(user.family_id), mutate, { userId: user.id });
