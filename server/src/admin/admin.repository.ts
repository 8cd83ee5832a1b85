import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';

/** The first account made on this server: its administrator while ADMIN_EMAILS is unset. */
export const findFirstUserId = async (db: Executor): Promise<string | undefined> =>
  (
    await db
      .selectFrom('users')
      .select('users.id')
      .orderBy('users.created_at')
      .orderBy('users.id')
      .limit(1)
      .executeTakeFirst()
  )?.id;
