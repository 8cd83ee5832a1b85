import type { z } from 'zod';
import type { CaregiverBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';

type Values = z.infer<typeof CaregiverBody>;
const COLUMNS = [
  'id',
  'name',
  'type',
  'phone',
  'email',
  'rate',
  'rate_type',
  'venmo',
  'zelle',
  'notes',
] as const;

export const listCaregivers = (db: Executor, familyId: string) =>
  db
    .selectFrom('caregivers')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const insertCaregiver = (db: Executor, familyId: string, v: Values) =>
  db
    .insertInto('caregivers')
    .values({ ...v, family_id: familyId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const updateCaregiver = (db: Executor, familyId: string, id: string, v: Values) =>
  db
    .updateTable('caregivers')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();

export const deleteCaregiver = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('caregivers')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
