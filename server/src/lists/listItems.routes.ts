import { listsApi } from '@hearth/shared';
import { route } from '../http/route.js';
import {
  addItem,
  checkItem,
  clearCheckedItems,
  readdItems,
  removeItem,
  updateItem,
} from './listItems.service.js';

const own = { writes: 'own' } as const;

// Items live in the list's document: every write goes through it and answers after its commit.
export const listItemRoutes = [
  route(listsApi.addItem, ({ params, body, user, deps }) => addItem(deps, user, params.id, body), own),
  route(listsApi.clearChecked, ({ params, user, deps }) => clearCheckedItems(deps, user, params.id), own),
  route(listsApi.readd, ({ params, body, user, deps }) => readdItems(deps, user, params.id, body.keys), own),
  ...[listsApi.updateItem, listsApi.replaceItem].map((endpoint) =>
    route(
      endpoint,
      ({ params, body, user, deps }) => updateItem(deps, user, params.id, params.itemId, body),
      own,
    ),
  ),
  route(
    listsApi.removeItem,
    async ({ params, user, deps }) => {
      await removeItem(deps, user, params.id, params.itemId);
      return null;
    },
    own,
  ),
  route(
    listsApi.check,
    ({ params, user, deps }) => checkItem(deps, user, params.id, params.itemId, true),
    own,
  ),
  route(
    listsApi.uncheck,
    ({ params, user, deps }) => checkItem(deps, user, params.id, params.itemId, false),
    own,
  ),
];
