import type { z } from 'zod';
import type { SchoolContactBody } from '@hearth/shared';
import type { Executor } from '../db/schema.js';

type Values = z.infer<typeof SchoolContactBody>;
const COLUMNS = ['id', 'name', 'role', 'school', 'email', 'phone'] as const;

export const listSchoolContacts = (db: Executor, familyId: string) =>
  db
    .selectFrom('school_contacts')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const insertSchoolContact = (db: Executor, familyId: string, v: Values) =>
  db
    .insertInto('school_contacts')
    .values({ ...v, family_id: familyId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const updateSchoolContact = (db: Executor, familyId: string, id: string, v: Values) =>
  db
    .updateTable('school_contacts')
    .set(v)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();

export const deleteSchoolContact = (db: Executor, familyId: string, id: string) =>
  db
    .deleteFrom('school_contacts')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
