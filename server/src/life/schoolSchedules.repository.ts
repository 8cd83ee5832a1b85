import type { z } from 'zod';
import type { SchoolScheduleBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';

type Values = z.infer<typeof SchoolScheduleBody>;
const COLUMNS = [
  'school_schedules.id',
  'school_schedules.child_id',
  'children.name as child_name',
  'school_schedules.type',
  'school_schedules.time',
  'school_schedules.location',
  'school_schedules.days',
  'school_schedules.assigned_to',
  'school_schedules.assignee_id',
] as const;

const scoped = (db: Executor, familyId: string) =>
  db
    .selectFrom('school_schedules')
    .innerJoin('children', 'children.id', 'school_schedules.child_id')
    .select(COLUMNS)
    .where('school_schedules.family_id', '=', familyId);

export const listSchedules = (db: Executor, familyId: string) =>
  scoped(db, familyId).orderBy('school_schedules.time').orderBy('school_schedules.id').execute();

export const findSchedule = (db: Executor, familyId: string, id: string) =>
  scoped(db, familyId).where('school_schedules.id', '=', id).executeTakeFirst();

export const insertSchedule = async (db: Executor, familyId: string, v: Values) => {
  const { id } = await db
    .insertInto('school_schedules')
    .values({ ...v, family_id: familyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findSchedule(db, familyId, id))!;
};

export const updateSchedule = async (db: Executor, familyId: string, id: string, v: Values) => {
  const row = await db
    .updateTable('school_schedules')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row && findSchedule(db, familyId, id);
};

export const deleteSchedule = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('school_schedules')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
