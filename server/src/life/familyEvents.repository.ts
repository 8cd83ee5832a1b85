import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/schema.js';
import type { FamilyEventsTable } from '../work/tables.js';

const COLUMNS = [
  'id',
  'title',
  'date',
  'all_day',
  'time',
  'duration_minutes',
  'location',
  'member_ids',
  'timezone',
  'rrule',
  'created_by',
  'created_at',
] as const;

const scoped = (db: Executor, familyId: string) =>
  db.selectFrom('family_events').select(COLUMNS).where('family_id', '=', familyId);

export const listFamilyEvents = (db: Executor, familyId: string) =>
  scoped(db, familyId).orderBy('date').orderBy('time').orderBy('id').execute();

/** Events that may occur in [from, to]: single ones dated there, repeating ones started by `to`. */
export const familyEventsBetween = (db: Executor, familyId: string, from: string, to: string) =>
  scoped(db, familyId)
    .where('date', '<=', to)
    .where((eb) => eb.or([eb('rrule', 'is not', null), eb('date', '>=', from)]))
    .execute();

export const findFamilyEvent = (db: Executor, familyId: string, id: string) =>
  scoped(db, familyId).where('id', '=', id).executeTakeFirst();

export const insertFamilyEvent = (db: Executor, values: Insertable<FamilyEventsTable>) =>
  db.insertInto('family_events').values(values).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateFamilyEvent = (
  db: Executor,
  familyId: string,
  id: string,
  values: Updateable<FamilyEventsTable>,
) =>
  db
    .updateTable('family_events')
    .set(values)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();

export const deleteFamilyEvent = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('family_events')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

export type FamilyEventRow = Awaited<ReturnType<typeof listFamilyEvents>>[number];
