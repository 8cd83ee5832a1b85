import {
  addDays,
  formatRule,
  isOccurrence,
  occurrencesBefore,
  parseRule,
  type OccurrenceEdit,
} from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { found, notFound } from '../../http/errors.js';
import { deleteOverridesFrom, upsertOverride, type SeriesKey } from './overrides.repository.js';

export interface SeriesRow {
  id: string;
  title: string;
  date: string;
  time: string | null;
  rrule: string | null;
}

/** How one repeating resource is read and written, scoped to the signed-in user or family. */
export interface SeriesStore<R extends SeriesRow> {
  key: SeriesKey;
  what: string;
  find(db: Executor, id: string): Promise<R | undefined>;
  setRule(db: Executor, id: string, rrule: string): Promise<unknown>;
  /** Saves a copy of `row` with the given fields: the series from a split on. */
  insertCopy(db: Executor, row: R, patch: Pick<SeriesRow, 'title' | 'date' | 'time' | 'rrule'>): Promise<R>;
  update(db: Executor, row: R, patch: Pick<SeriesRow, 'title' | 'date' | 'time'>): Promise<R>;
}

async function findOccurrence<R extends SeriesRow>(
  db: Executor,
  store: SeriesStore<R>,
  id: string,
  date: string,
) {
  const row = found(await store.find(db, id), store.what);
  if (!isOccurrence(row, date)) throw notFound('Occurrence');
  return row;
}

/** Cancels one occurrence (EXDATE). */
export async function cancelOccurrence<R extends SeriesRow>(
  db: Executor,
  store: SeriesStore<R>,
  id: string,
  date: string,
) {
  await findOccurrence(db, store, id, date);
  await upsertOverride(db, store.key, id, date, { cancelled: true, title: null, date: null, time: null });
}

/**
 * Changes one occurrence (an override: RECURRENCE-ID), or splits the series so this occurrence and the
 * later ones follow the change. A COUNT is shared out: the first part keeps the occurrences before the
 * split, the new series the rest. Answers the row that holds the occurrence now.
 */
export async function editOccurrence<R extends SeriesRow>(
  db: Executor,
  store: SeriesStore<R>,
  id: string,
  date: string,
  edit: OccurrenceEdit,
): Promise<R> {
  const row = await findOccurrence(db, store, id, date);
  const patch = { title: edit.title, date: edit.date, time: edit.time };
  if (edit.scope === 'this') {
    await upsertOverride(db, store.key, id, date, { cancelled: false, ...patch });
    return row;
  }
  if (date === row.date) return store.update(db, row, patch);
  const rule = parseRule(row.rrule!);
  if (typeof rule === 'string') throw notFound('Occurrence');
  const before = occurrencesBefore(row.rrule!, { date: row.date, time: row.time }, date);
  const head = { ...rule, ...(rule.count !== null ? { count: before } : { until: addDays(date, -1) }) };
  const tail = { ...rule, ...(rule.count !== null ? { count: rule.count - before } : {}) };
  await store.setRule(db, id, formatRule(head));
  await deleteOverridesFrom(db, store.key, id, date);
  return store.insertCopy(db, row, { ...patch, rrule: formatRule(tail) });
}
