import { schoolContactsApi, SchoolContact } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { familyOf } from './scope.js';
import {
  deleteSchoolContact,
  insertSchoolContact,
  listSchoolContacts,
  updateSchoolContact,
} from './schoolContacts.repository.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'school-contacts', action, id }) as const;
const present = (row: Record<string, unknown>): SchoolContact => SchoolContact.parse(row);

export const schoolContactRoutes = [
  route(schoolContactsApi.list, async ({ db, user }) =>
    (await listSchoolContacts(db, user.family_id)).map(present),
  ),

  route(
    schoolContactsApi.create,
    async ({ db, user, body, changes }) => {
      const row = await insertSchoolContact(db, user.family_id, body);
      changes.emit(familyOf(user), changed('created', row.id));
      return present(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    schoolContactsApi.update,
    async ({ db, user, params, body, changes }) => {
      const row = found(await updateSchoolContact(db, user.family_id, params.id, body), 'School contact');
      changes.emit(familyOf(user), changed('updated', row.id));
      return present(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    schoolContactsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteSchoolContact(db, user.family_id, params.id), 'School contact');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
