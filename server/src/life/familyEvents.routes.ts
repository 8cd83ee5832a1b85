import { familyEventsApi, type FamilyEvent } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';
import { memberIds } from '../family/family.repository.js';
import { badRequest, found } from '../http/errors.js';
import { route } from '../http/route.js';
import { cancelOccurrence, editOccurrence, type SeriesStore } from '../work/calendar/occurrences.service.js';
import {
  deleteFamilyEvent,
  findFamilyEvent,
  insertFamilyEvent,
  listFamilyEvents,
  updateFamilyEvent,
  type FamilyEventRow,
} from './familyEvents.repository.js';
import { familyOf } from './scope.js';

const changed = (action: 'created' | 'updated' | 'deleted', id: string) =>
  ({ resource: 'family-events', action, id }) as const;
const present = (r: FamilyEventRow): FamilyEvent => ({ ...r, created_at: r.created_at.toISOString() });

/** Everyone an event names must be in the family. */
async function checkMembers(db: Executor, user: SessionUser, ids: string[]) {
  const family = new Set(await memberIds(db, user.family_id));
  if (ids.some((id) => !family.has(id)))
    throw badRequest('Not a member of your family', [
      { path: 'member_ids', message: 'Not a member of your family' },
    ]);
}

const series = (user: SessionUser): SeriesStore<FamilyEventRow> => ({
  key: 'family_event_id',
  what: 'Family event',
  find: (db, id) => findFamilyEvent(db, user.family_id, id),
  setRule: (db, id, rrule) => updateFamilyEvent(db, user.family_id, id, { rrule }),
  update: async (db, row, patch) =>
    (await updateFamilyEvent(db, user.family_id, row.id, { ...patch, all_day: patch.time === null }))!,
  insertCopy: (db, row, patch) => {
    const { id: _id, created_at: _c, ...rest } = row;
    return insertFamilyEvent(db, {
      ...rest,
      ...patch,
      all_day: patch.time === null,
      family_id: user.family_id,
    });
  },
});

export const familyEventRoutes = [
  route(familyEventsApi.list, async ({ db, user }) =>
    (await listFamilyEvents(db, user.family_id)).map(present),
  ),

  route(familyEventsApi.create, async ({ db, user, body, changes }) => {
    await checkMembers(db, user, body.member_ids);
    const row = await insertFamilyEvent(db, {
      ...body,
      family_id: user.family_id,
      created_by: user.id,
      timezone: user.timezone,
    });
    changes.emit(familyOf(user), changed('created', row.id));
    return present(row);
  }),

  route(familyEventsApi.update, async ({ db, user, params, body, changes }) => {
    await checkMembers(db, user, body.member_ids);
    const row = found(await updateFamilyEvent(db, user.family_id, params.id, body), 'Family event');
    changes.emit(familyOf(user), changed('updated', row.id));
    return present(row);
  }),

  route(familyEventsApi.editOccurrence, async ({ db, user, params, body, changes }) => {
    const row = await editOccurrence(db, series(user), params.id, params.date, body);
    changes.emit(familyOf(user), changed('updated', row.id));
    return present(row);
  }),

  route(familyEventsApi.cancelOccurrence, async ({ db, user, params, changes }) => {
    await cancelOccurrence(db, series(user), params.id, params.date);
    changes.emit(familyOf(user), changed('updated', params.id));
    return null;
  }),

  route(
    familyEventsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteFamilyEvent(db, user.family_id, params.id), 'Family event');
      changes.emit(familyOf(user), changed('deleted', params.id));
      return null;
    },
    { writes: 'one-statement' },
  ),
];
