import type { Executor } from '../../db/schema.js';

/** Which series an override belongs to: a meeting or a family event. */
export type SeriesKey = 'meeting_id' | 'family_event_id';

const COLUMNS = ['recurrence_date', 'cancelled', 'title', 'date', 'time'] as const;

export const listOverrides = async (db: Executor, key: SeriesKey, seriesIds: string[]) =>
  seriesIds.length
    ? db
        .selectFrom('occurrence_overrides')
        .select([key, ...COLUMNS])
        .where(key, 'in', seriesIds)
        .orderBy('recurrence_date')
        .execute()
    : [];

export type OverrideRow = Awaited<ReturnType<typeof listOverrides>>[number];

/** Overrides grouped by series id. */
export async function overridesBySeries(db: Executor, key: SeriesKey, seriesIds: string[]) {
  const map = new Map<string, OverrideRow[]>();
  for (const o of await listOverrides(db, key, seriesIds)) {
    const id = o[key as keyof OverrideRow] as string;
    map.set(id, [...(map.get(id) ?? []), o]);
  }
  return map;
}

export const upsertOverride = (
  db: Executor,
  key: SeriesKey,
  seriesId: string,
  recurrenceDate: string,
  v: { cancelled: boolean; title: string | null; date: string | null; time: string | null },
) =>
  db
    .insertInto('occurrence_overrides')
    .values({ [key]: seriesId, recurrence_date: recurrenceDate, ...v })
    .onConflict((oc) => oc.columns([key, 'recurrence_date']).doUpdateSet(v))
    .execute();

/** Drops the overrides from `date` on (a series split there hands them to nobody). */
export const deleteOverridesFrom = (db: Executor, key: SeriesKey, seriesId: string, date: string) =>
  db
    .deleteFrom('occurrence_overrides')
    .where(key, '=', seriesId)
    .where('recurrence_date', '>=', date)
    .execute();
