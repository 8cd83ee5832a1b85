import { randomUUID } from 'node:crypto';
import {
  initListDoc,
  listDocName,
  setListSettings,
  type CreateListBody,
  type UpdateListBody,
} from '@hearth/shared';
import type { z } from 'zod';
import type { CreateListBody as CreateSchema, UpdateListBody as UpdateSchema } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import type { Executor } from '../db/schema.js';
import type { Changes } from '../http/route.js';
import { badRequest, forbidden, found } from '../http/errors.js';
import { collabOf } from '../plans/collab.js';
import {
  familyMemberIds,
  findList,
  historyOf,
  insertListShell,
  itemsOf,
  markDeleted,
  membersOf,
} from './lists.repository.js';
import { presentDetail, presentList } from './lists.presenter.js';

export type { CreateListBody, UpdateListBody };

/** A visible list's row (404 when the user may not see it). */
export async function listRowFor(db: Executor, user: SessionUser, id: string) {
  return found(await findList(db, user, id), 'List');
}

/** A list with its items and history as the signed-in user sees it (404 when they may not). */
export async function listFor(db: Executor, user: SessionUser, id: string) {
  const row = await listRowFor(db, user, id);
  const [members, items, history] = await Promise.all([
    membersOf(db, [id]),
    itemsOf(db, id),
    historyOf(db, id),
  ]);
  return presentDetail(presentList(row, members, user), items, history);
}

/** Chosen members must belong to the list's family; the owner sees their own list anyway. */
async function chosenMembers(db: Executor, user: SessionUser, ids: string[]) {
  const wanted = [...new Set(ids)].filter((id) => id !== user.id);
  const known = await familyMemberIds(db, user.family_id, wanted);
  if (known.length !== wanted.length)
    throw badRequest('member_ids: Lists are shared with members of your family only', [
      { path: 'member_ids', message: 'Lists are shared with members of your family only' },
    ]);
  return known;
}

/** Creates the list's row and its document in one transaction. */
export async function createList(deps: AppDeps, user: SessionUser, body: z.infer<typeof CreateSchema>) {
  const id = randomUUID();
  const members = body.sharing === 'members' ? await chosenMembers(deps.db, user, body.member_ids) : [];
  const meta = { name: body.name, kind: body.kind, sharing: body.sharing };
  await collabOf(deps).change(listDocName(id), (doc) => initListDoc(doc, meta, members), {
    userId: user.id,
    prepare: (trx) => insertListShell(trx, { id, family_id: user.family_id, owner_id: user.id, ...meta }),
  });
  return listFor(deps.db, user, id);
}

/** Renames or re-kinds a list (anyone who sees it); who it is shared with is for its owner. */
export async function updateList(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  body: z.infer<typeof UpdateSchema>,
) {
  const row = await listRowFor(deps.db, user, id);
  const resharing = body.sharing !== undefined || body.member_ids !== undefined;
  if (resharing && row.owner_id !== user.id)
    throw forbidden('Only the list’s owner changes who it is shared with');
  const sharing = body.sharing ?? row.sharing;
  const members =
    body.member_ids !== undefined ? await chosenMembers(deps.db, user, body.member_ids) : undefined;
  if (sharing === 'members' && members?.length === 0)
    throw badRequest('member_ids: Choose at least one member to share the list with', [
      { path: 'member_ids', message: 'Choose at least one member to share the list with' },
    ]);
  await collabOf(deps).change(
    listDocName(id),
    (doc) => {
      if (sharing === 'members' && !members && doc.getMap('members').size === 0)
        throw badRequest('member_ids: Choose at least one member to share the list with');
      setListSettings(doc, { name: body.name, kind: body.kind, sharing: body.sharing }, members);
    },
    { userId: user.id },
  );
  return listFor(deps.db, user, id);
}

/** Deletes a list (its owner only): nobody sees it any more, and open editors are closed. */
export async function deleteList(deps: AppDeps, user: SessionUser, id: string, changes: Changes) {
  const row = await listRowFor(deps.db, user, id);
  if (row.owner_id !== user.id) throw forbidden('Only the list’s owner deletes it');
  const members = await membersOf(deps.db, [id]);
  await markDeleted(deps.db, id);
  const collab = collabOf(deps);
  const live = collab.loaded.get(listDocName(id));
  if (live) changes.afterCommit(() => collab.onAccessChanged(live));
  const change = { resource: 'lists' as const, action: 'deleted' as const, id };
  if (row.sharing === 'family') changes.emit({ family: row.family_id }, change);
  else for (const u of [user.id, ...members.map((m) => m.user_id)]) changes.emit({ user: u }, change);
}
