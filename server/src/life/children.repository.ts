import type { z } from 'zod';
import type { ChildBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';

const COLUMNS = ['id', 'name', 'age', 'grade', 'school', 'allergies', 'medical_notes'] as const;
type Values = z.infer<typeof ChildBody>;

export const listChildren = (db: Executor, familyId: string) =>
  db
    .selectFrom('children')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findChild = (db: Executor, familyId: string, id: string) =>
  db
    .selectFrom('children')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertChild = (db: Executor, familyId: string, v: Values) =>
  db
    .insertInto('children')
    .values({ ...v, family_id: familyId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const updateChild = (db: Executor, familyId: string, id: string, v: Values) =>
  db
    .updateTable('children')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();

export const deleteChild = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('children')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
