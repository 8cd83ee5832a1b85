import { listsApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { learnedCategories, listLists, membersOf } from './lists.repository.js';
import { presentList } from './lists.presenter.js';
import { createList, deleteList, listFor, updateList } from './lists.service.js';

// Writes go through the list's document (their own transaction), so these routes open none.
export const listRoutes = [
  route(listsApi.list, async ({ user, db }) => {
    const rows = await listLists(db, user);
    const members = await membersOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentList(r, members, user));
  }),
  route(listsApi.categories, ({ user, db }) => learnedCategories(db, user.family_id)),
  route(listsApi.get, ({ params, user, db }) => listFor(db, user, params.id)),
  route(listsApi.create, ({ body, user, deps }) => createList(deps, user, body), { writes: 'own' }),
  route(listsApi.update, ({ params, body, user, deps }) => updateList(deps, user, params.id, body), {
    writes: 'own',
  }),
  route(
    listsApi.remove,
    async ({ params, user, deps, changes }) => {
      await deleteList(deps, user, params.id, changes);
      return null;
    },
    { writes: 'own' },
  ),
];
