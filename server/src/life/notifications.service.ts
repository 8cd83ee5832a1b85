import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationPreferences } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import { findPreferences } from './notifications.repository.js';

/** Stored preferences over the defaults; a stored value that no longer fits the schema falls back to its default. */
export async function loadPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  const stored = (await findPreferences(db, userId)) ?? {};
  const merged: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  // Categories added since the member chose their channels take their defaults; the rest stay as chosen.
  if (stored.delivery && typeof stored.delivery === 'object')
    stored.delivery = { ...DEFAULT_NOTIFICATION_PREFERENCES.delivery, ...stored.delivery };
  for (const [k, v] of Object.entries(stored)) {
    const field = NotificationPreferences.shape[k as keyof NotificationPreferences];
    if (field?.safeParse(v).success) merged[k] = v;
  }
  return NotificationPreferences.parse(merged);
}
