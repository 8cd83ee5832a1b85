import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Database } from '../db/schema.js';

/** A database handle that only builds statements (compiled for PostgreSQL, never run): for projections. */
export const compileOnly = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as Database;

/** The table each statement writes to, in order. */
export const tablesOf = (writes: Compilable[]) =>
  writes.map((w) => /(?:update|insert into|delete from) "(\w+)"/.exec(w.compile().sql)?.[1]);

/** The state a document check answers, for a document a test made valid (throws with the reason otherwise). */
export function validState<S>(check: { ok: true; state: S } | { ok: false; reason: string }): S {
  if (!check.ok) throw new Error(check.reason);
  return check.state;
}
