import { randomUUID } from 'node:crypto';
import {
  addListItem,
  clearChecked,
  itemFromTyped,
  listDocName,
  moveListItem,
  readdFromHistory,
  removeListItem,
  setItemChecked,
  updateListItem,
  type AddListItemBody,
  type UpdateListItemBody,
} from '@hearth/shared';
import type * as Y from 'yjs';
import type { z } from 'zod';
import type { AddListItemBody as AddSchema, UpdateListItemBody as UpdateSchema } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import { found, notFound } from '../http/errors.js';
import { collabOf } from '../plans/collab.js';
import { itemsOf, learnedCategories } from './lists.repository.js';
import { presentItem } from './lists.presenter.js';
import { listFor, listRowFor } from './lists.service.js';

export type { AddListItemBody, UpdateListItemBody };

/**
 * Item writes go through the list's document (checked, committed with their projection, then broadcast to
 * the open editors) and answer after the commit, from the tables.
 */
async function change(deps: AppDeps, user: SessionUser, listId: string, mutate: (doc: Y.Doc) => void) {
  await listRowFor(deps.db, user, listId);
  await collabOf(deps).change(listDocName(listId), mutate, { userId: user.id });
}

async function itemFor(deps: AppDeps, listId: string, itemId: string) {
  const row = (await itemsOf(deps.db, listId)).find((i) => i.id === itemId);
  return presentItem(found(row, 'Item'));
}

const now = () => new Date().toISOString();
const must = (ok: boolean) => {
  if (!ok) throw notFound('Item');
};

export async function addItem(
  deps: AppDeps,
  user: SessionUser,
  listId: string,
  body: z.infer<typeof AddSchema>,
) {
  const id = randomUUID();
  const learned = await learnedCategories(deps.db, user.family_id);
  const item = itemFromTyped(body.text, user, now(), learned, { category: body.category, note: body.note });
  await change(deps, user, listId, (doc) => addListItem(doc, id, item));
  return itemFor(deps, listId, id);
}

export async function updateItem(
  deps: AppDeps,
  user: SessionUser,
  listId: string,
  itemId: string,
  body: z.infer<typeof UpdateSchema>,
) {
  const { order, category, ...fields } = body;
  await change(deps, user, listId, (doc) =>
    doc.transact(() => {
      must(
        updateListItem(doc, itemId, {
          ...fields,
          ...(category !== undefined ? { category: category || null } : {}),
        }),
      );
      if (order !== undefined) moveListItem(doc, itemId, order);
    }),
  );
  return itemFor(deps, listId, itemId);
}

export async function removeItem(deps: AppDeps, user: SessionUser, listId: string, itemId: string) {
  await change(deps, user, listId, (doc) => must(removeListItem(doc, itemId)));
}

export async function checkItem(
  deps: AppDeps,
  user: SessionUser,
  listId: string,
  itemId: string,
  checked: boolean,
) {
  await change(deps, user, listId, (doc) =>
    must(setItemChecked(doc, itemId, checked ? { by: user.id, by_name: user.name, at: now() } : null)),
  );
  return itemFor(deps, listId, itemId);
}

export async function clearCheckedItems(deps: AppDeps, user: SessionUser, listId: string) {
  let cleared = 0;
  await change(deps, user, listId, (doc) => (cleared = clearChecked(doc, user, now())));
  return { cleared, list: await listFor(deps.db, user, listId) };
}

/** Adds history entries to the list again (those not in the history answer 404). */
export async function readdItems(deps: AppDeps, user: SessionUser, listId: string, keys: string[]) {
  const at = now();
  await change(deps, user, listId, (doc) =>
    doc.transact(() => {
      for (const key of new Set(keys))
        if (!readdFromHistory(doc, key, randomUUID(), user, at)) throw notFound('History entry');
    }),
  );
  return listFor(deps.db, user, listId);
}
