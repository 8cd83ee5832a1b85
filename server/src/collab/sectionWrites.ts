import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';

/**
 * Equal as JSON (rows and document entries are plain JSON). The same object is equal at once: a document
 * entry nobody changed is the same (frozen) object in every state (docRecord), and so can be its row.
 */
export const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** One id-keyed section of a document as the rows of its table: key → row (the key columns included). */
export type SectionRows = Record<string, Record<string, unknown>>;

export interface Section<S> {
  table: string;
  /** The column and value every row of this document shares (plan_id, family_id). */
  scope: [column: string, value: string];
  /** The columns that, with the scope, make a row's primary key. */
  keyColumns: string[];
  /** The key of a row as SQL, to match the keys of `SectionRows` (e.g. `id`, `expense_id || ':' || position`). */
  keyOf: RawBuilder<string>;
  /**
   * The parts of a state its rows are made from. When each is the same object in both states (nobody
   * changed it: docRecord answers the same frozen section), nothing is written and no row is made, so a
   * change elsewhere in the document costs nothing here.
   */
  parts: (state: S) => readonly unknown[];
  /** The section as rows: key → row (the key columns included). */
  rows: (state: S) => SectionRows;
}

/**
 * The statements that bring one section of a document into its table: an upsert of the new and changed
 * rows, and a delete of the removed ones (without `before`, what the table holds is unknown: every row
 * that is not in the section is deleted). They never touch one row twice, so they can run as parts of
 * ONE statement (on one snapshot).
 */
// The tables differ per section: the builders are typed loosely here, the rows come from typed callers.
export function sectionWrites<S>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  s: Section<S>,
  state: S,
  previous: S | undefined,
): Compilable[] {
  if (previous !== undefined) {
    const now = s.parts(state);
    if (s.parts(previous).every((part, i) => part === now[i])) return [];
  }
  const before = previous === undefined ? undefined : s.rows(previous);
  const after = s.rows(state);
  const write = Object.keys(after).filter(
    (k) => !before || !Object.hasOwn(before, k) || !same(before[k], after[k]),
  );
  const writes: Compilable[] = [];
  if (write.length) {
    const rows = write.map((k) => after[k]!);
    const columns = Object.keys(rows[0]!).filter((c) => c !== s.scope[0] && !s.keyColumns.includes(c));
    writes.push(
      db
        .insertInto(s.table)
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns([s.scope[0], ...s.keyColumns])
            .doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
        ),
    );
  }
  const scoped = db.deleteFrom(s.table).where(s.scope[0], '=', s.scope[1]);
  if (!before) {
    const keep = Object.keys(after);
    writes.push(keep.length ? scoped.where(s.keyOf, 'not in', keep) : scoped);
  } else {
    const removed = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
    if (removed.length) writes.push(scoped.where(s.keyOf, 'in', removed));
  }
  return writes;
}
