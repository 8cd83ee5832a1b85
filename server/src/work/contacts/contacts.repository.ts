import type { Insertable } from 'kysely';
import type { Executor } from '../../db/schema.js';
import type { ContactsTable } from '../tables.js';

export const CONTACT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'role',
  'category',
  'notes',
  'created_at',
] as const;

export const listContacts = (db: Executor, userId: string) =>
  db
    .selectFrom('contacts')
    .select(CONTACT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const insertContacts = (db: Executor, values: Insertable<ContactsTable>[]) =>
  db.insertInto('contacts').values(values).returning(CONTACT_COLUMNS).execute();

export const deleteContact = (db: Executor, userId: string, id: string) =>
  db
    .deleteFrom('contacts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export type ContactRow = Awaited<ReturnType<typeof listContacts>>[number];
