import type { Executor } from '../db/schema.js';

export const findPreferences = async (db: Executor, userId: string) =>
  (
    await db
      .selectFrom('notification_preferences')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.settings;

export const savePreferences = (db: Executor, userId: string, settings: Record<string, unknown>, now: Date) =>
  db
    .insertInto('notification_preferences')
    .values({ user_id: userId, settings: JSON.stringify(settings), updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: now }),
    )
    .execute();
