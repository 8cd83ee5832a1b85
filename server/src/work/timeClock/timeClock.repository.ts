import type { Executor } from '../../db/schema.js';

export const CLOCK_COLUMNS = [
  'id',
  'description',
  'category',
  'start_time',
  'paused_at',
  'paused_seconds',
] as const;

export const findActiveSession = (db: Executor, userId: string) =>
  db.selectFrom('time_clock_sessions').select(CLOCK_COLUMNS).where('user_id', '=', userId).executeTakeFirst();

/** Locks the user's session row for the rest of the transaction. */
export const lockSession = (db: Executor, userId: string, id: string) =>
  db
    .selectFrom('time_clock_sessions')
    .select(CLOCK_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Starts a session unless one runs already (one per user); answers undefined then. */
export const insertSession = (
  db: Executor,
  v: { user_id: string; description: string; category: 'work' | 'personal' | 'downtime'; start_time: Date },
) =>
  db
    .insertInto('time_clock_sessions')
    .values(v)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning(CLOCK_COLUMNS)
    .executeTakeFirst();

export const updatePause = (
  db: Executor,
  id: string,
  v: { paused_at: Date | null; paused_seconds: number },
) =>
  db
    .updateTable('time_clock_sessions')
    .set(v)
    .where('id', '=', id)
    .returning(CLOCK_COLUMNS)
    .executeTakeFirstOrThrow();

export const deleteSession = (db: Executor, id: string) =>
  db.deleteFrom('time_clock_sessions').where('id', '=', id).execute();

export type ClockRow = NonNullable<Awaited<ReturnType<typeof findActiveSession>>>;
