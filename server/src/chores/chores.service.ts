import {
  assigneeOn,
  choreDates,
  choreOccurrences,
  choreOf,
  choresDocName,
  CHORE_REFUSALS,
  familyCan,
  handOverOccurrence,
  readChoresDoc,
  todayIn,
  type ChoreMember,
  type ChoresDocState,
  type FamilyRole,
} from '@hearth/shared';
import type * as Y from 'yjs';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import type { AppDeps } from '../http/deps.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { collabOf } from '../plans/collab.js';
import { listMembers } from '../family/family.repository.js';
import { completionsSince, findChore, listChores, type ChoreRow } from './chores.repository.js';
import { choresState, lookbackFrom, presentChores } from './chores.presenter.js';

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

/**
 * The occurrences of the family's scheduled chores that have a due time, between two local dates, each with
 * who does it (the calendar and the conflict check); `see`: only the chores it lets through.
 */
export async function timedChoreOccurrences(
  db: Executor,
  familyId: string,
  w: { from: string; to: string },
  see: (row: ChoreRow) => boolean = () => true,
) {
  const rows = (await listChores(db, familyId)).filter((r) => r.rrule && r.due_time && see(r));
  if (!rows.length) return [];
  const completions = (await completionsSince(db, familyId, w.from)).filter((c) => c.date <= w.to);
  return choreOccurrences(choresState(rows, completions), w.from, w.to).map((o) => ({
    ...o,
    due_time: o.chore.due_time!,
  }));
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

/**
 * A conflict's hand-off of a chore: its occurrence on `date`, now `from`'s to do, becomes `to`'s that day
 * (the turn stays: whose turn it is keeps the next one). 404 when the chore is not the family's, does not
 * fall due that day or is not `from`'s then; 409 when that day is already done. Adults only (they change
 * chores).
 */
export async function handChoreOver(
  deps: AppDeps,
  user: SessionUser,
  o: { choreId: string; date: string; from: string; to: ChoreMember },
) {
  if (!familyCan(user.family_role, 'manage_chores')) throw forbidden(CHORE_REFUSALS.edit);
  await changeChores(deps, user, (doc) => {
    const chore = choreOf(doc, o.choreId);
    if (!chore || !choreDates(chore, o.date, o.date).length) throw notFound('Item');
    const state = readChoresDoc(doc) as unknown as ChoresDocState;
    if (Object.values(state.completions).some((c) => c.chore_id === o.choreId && c.date === o.date))
      throw conflict('That day is already done');
    if (assigneeOn(chore, o.date).user_id !== o.from) throw notFound('Item');
    handOverOccurrence(doc, { ...o, today: todayIn(user.timezone, deps.clock()) });
  });
}
