import { ContactBody, contactsApi } from '@hearth/shared';
import { zodDetail } from '../../http/errorMiddleware.js';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteContact, insertContacts, listContacts } from './contacts.repository.js';
import { contactValues, presentContact } from './contacts.presenter.js';

// Rows go in batches so one statement never carries too many parameters.
const BATCH = 500;

export const contactRoutes = [
  route(contactsApi.list, async ({ db, user }) => (await listContacts(db, user.id)).map(presentContact)),

  route(
    contactsApi.create,
    async ({ db, user, body, changes }) => {
      const [row] = await insertContacts(db, [contactValues(user.id, body)]);
      changes.emit({ user: user.id }, { resource: 'contacts', action: 'created', id: row!.id });
      return presentContact(row!);
    },
    { writes: 'one-statement' },
  ),

  // Each row is validated alone; the valid ones are written in this route's one transaction.
  route(
    contactsApi.bulkImport,
    async ({ db, user, body, changes }) => {
      const valid = [];
      const errors: { row: number; detail: string }[] = [];
      for (const [i, raw] of body.contacts.entries()) {
        const r = ContactBody.safeParse(raw);
        if (r.success) valid.push(contactValues(user.id, r.data));
        else errors.push({ row: i + 1, detail: zodDetail(r.error, 'body').detail });
      }
      for (let i = 0; i < valid.length; i += BATCH) await insertContacts(db, valid.slice(i, i + BATCH));
      if (valid.length) changes.emit({ user: user.id }, { resource: 'contacts', action: 'created' });
      return {
        imported: valid.length,
        failed: errors.length,
        total: body.contacts.length,
        errors: errors.slice(0, 100),
      };
    },
    { bodyLimit: '5mb' },
  ),

  route(
    contactsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteContact(db, user.id, params.id), 'Contact');
      changes.emit({ user: user.id }, { resource: 'contacts', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];
