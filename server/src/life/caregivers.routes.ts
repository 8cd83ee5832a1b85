import { caregiversApi, Caregiver } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { familyOf } from './scope.js';
import {
  deleteCaregiver,
  insertCaregiver,
  listCaregivers,
  updateCaregiver,
} from './caregivers.repository.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'caregivers', action, id }) as const;
// numeric may reach us as a string whichever driver answers: the wire wants a number.
const present = (row: Record<string, unknown>): Caregiver =>
  Caregiver.parse({ ...row, rate: row.rate === null ? null : Number(row.rate) });

export const caregiverRoutes = [
  route(caregiversApi.list, async ({ db, user }) => (await listCaregivers(db, user.family_id)).map(present)),

  route(
    caregiversApi.create,
    async ({ db, user, body, changes }) => {
      const row = await insertCaregiver(db, user.family_id, body);
      changes.emit(familyOf(user), changed('created', row.id));
      return present(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    caregiversApi.update,
    async ({ db, user, params, body, changes }) => {
      const row = found(await updateCaregiver(db, user.family_id, params.id, body), 'Caregiver');
      changes.emit(familyOf(user), changed('updated', row.id));
      return present(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    caregiversApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteCaregiver(db, user.family_id, params.id), 'Caregiver');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
