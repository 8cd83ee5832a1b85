import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { OptionalText, RequiredText } from '../../http/primitives.js';

export const ContactCategory = z.enum(['work', 'life']);
export type ContactCategory = z.infer<typeof ContactCategory>;

export const Contact = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.string(),
  category: ContactCategory,
  notes: z.string(),
  created_at: z.string(),
});
export type Contact = z.infer<typeof Contact>;

const Email = z
  .string()
  .trim()
  .max(254)
  .refine((e) => e === '' || z.email().safeParse(e).success, 'Email must be a valid address')
  .nullish();

export const ContactBody = z.object({
  name: RequiredText('Name'),
  email: Email,
  phone: OptionalText(100),
  company: OptionalText(200),
  role: OptionalText(200),
  category: ContactCategory.default('work'),
  notes: OptionalText(5000),
});
export type ContactBody = z.input<typeof ContactBody>;

/** Up to this many rows per import call. */
export const MAX_IMPORT_ROWS = 5000;

export const BulkImportBody = z.object({
  // Each row is validated on its own by ContactBody: a bad row fails alone, it does not refuse the file.
  contacts: z
    .array(z.record(z.string(), z.unknown()), { error: 'contacts must be a list' })
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} contacts per import`),
});
export type BulkImportBody = z.input<typeof BulkImportBody>;

export const BulkImportResult = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), detail: z.string() })),
});
export type BulkImportResult = z.infer<typeof BulkImportResult>;

export const contactsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/contacts',
    summary: 'My contacts',
    answer: z.array(Contact),
    tag: 'work',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/contacts',
    summary: 'Add a contact',
    body: ContactBody,
    answer: Contact,
    status: 201,
    tag: 'work',
  }),
  bulkImport: endpoint({
    method: 'post',
    path: '/api/contacts/bulk-import',
    summary: 'Import contacts: valid rows in one transaction, invalid rows counted as failed',
    body: BulkImportBody,
    answer: BulkImportResult,
    tag: 'work',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/contacts/:id',
    summary: 'Delete a contact',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};
