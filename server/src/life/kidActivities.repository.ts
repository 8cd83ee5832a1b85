import type { z } from 'zod';
import type { KidActivityBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';

type Values = z.infer<typeof KidActivityBody>;
const COLUMNS = [
  'kid_activities.id',
  'kid_activities.child_id',
  'children.name as child_name',
  'kid_activities.name',
  'kid_activities.type',
  'kid_activities.schedule',
  'kid_activities.location',
  'kid_activities.coach_name',
  'kid_activities.coach_phone',
  'kid_activities.assignee_id',
  'kid_activities.days',
  'kid_activities.start_time',
  'kid_activities.end_time',
] as const;

const scoped = (db: Executor, familyId: string) =>
  db
    .selectFrom('kid_activities')
    .innerJoin('children', 'children.id', 'kid_activities.child_id')
    .select(COLUMNS)
    .where('kid_activities.family_id', '=', familyId);

export const listActivities = (db: Executor, familyId: string) =>
  scoped(db, familyId).orderBy('kid_activities.created_at').orderBy('kid_activities.id').execute();

export const findActivity = (db: Executor, familyId: string, id: string) =>
  scoped(db, familyId).where('kid_activities.id', '=', id).executeTakeFirst();

export const insertActivity = async (db: Executor, familyId: string, v: Values) => {
  const { id } = await db
    .insertInto('kid_activities')
    .values({ ...v, family_id: familyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findActivity(db, familyId, id))!;
};

export const updateActivity = async (db: Executor, familyId: string, id: string, v: Values) => {
  const row = await db
    .updateTable('kid_activities')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row && findActivity(db, familyId, id);
};

export const deleteActivity = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('kid_activities')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
