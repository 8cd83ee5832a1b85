import { childrenApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { familyOf } from './scope.js';
import { deleteChild, insertChild, listChildren, updateChild } from './children.repository.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'children', action, id }) as const;

export const childrenRoutes = [
  route(childrenApi.list, ({ db, user }) => listChildren(db, user.family_id)),

  route(
    childrenApi.create,
    async ({ db, user, body, changes }) => {
      const child = await insertChild(db, user.family_id, body);
      changes.emit(familyOf(user), changed('created', child.id));
      return child;
    },
    { writes: 'one-statement' },
  ),

  route(
    childrenApi.update,
    async ({ db, user, params, body, changes }) => {
      const child = found(await updateChild(db, user.family_id, params.id, body), 'Child');
      changes.emit(familyOf(user), changed('updated', child.id));
      return child;
    },
    { writes: 'one-statement' },
  ),

  // A child's schedules and activities go with it (on delete cascade).
  route(
    childrenApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteChild(db, user.family_id, params.id), 'Child');
      changes.emit(familyOf(user), changed('deleted', params.id));
      changes.emit(familyOf(user), { resource: 'school-schedules', action: 'deleted' });
      changes.emit(familyOf(user), { resource: 'kid-activities', action: 'deleted' });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
