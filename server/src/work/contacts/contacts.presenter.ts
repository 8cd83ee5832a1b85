import type { z } from 'zod';
import type { Contact, ContactBody } from '@hearth/shared';
import type { ContactRow } from './contacts.repository.js';

export const presentContact = (r: ContactRow): Contact => ({ ...r, created_at: r.created_at.toISOString() });

/** A validated contact body as the table values of its owner's row. */
export const contactValues = (userId: string, b: z.infer<typeof ContactBody>) => ({
  user_id: userId,
  name: b.name,
  email: b.email ?? '',
  phone: b.phone ?? '',
  company: b.company ?? '',
  role: b.role ?? '',
  category: b.category,
  notes: b.notes ?? '',
});
