import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { EmbeddedDialect } from './embeddedDialect.js';
import pg from './pg.js';
import { PreparingClient } from './prepared.js';
import type { DB } from './schema.js';

// Both drivers answer numeric and bigint as strings and date as a Date; the API wants numbers and
// 'YYYY-MM-DD', so parse them once here.
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
const parsers = {
  [NUMERIC]: (v: string) => Number(v),
  [INT8]: (v: string) => Number(v),
  [DATE]: (v: string) => v,
};
for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);

/** `template`: an in-memory embedded database starts as a copy of this dump (PGlite's dumpDataDir). */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; template?: Blob };

export function describeTarget(t: DatabaseTarget): string {
  if (t.kind === 'postgres') return `PostgreSQL at ${new URL(t.url).host}${new URL(t.url).pathname}`;
  return t.dataDir
    ? `embedded PostgreSQL (PGlite) in ${t.dataDir}`
    : 'embedded PostgreSQL (PGlite) in memory';
}

/**
 * Opens the database. On PostgreSQL, a connection that breaks (the server stopped or restarted) must not
 * end the process: the pool's error event is listened to (`onError`), and queries on the dead connection
 * fail (answered 503 by the error middleware) until the pool connects again.
 */
export function openDatabase(
  target: DatabaseTarget,
  options: { onError?: (err: Error) => void } = {},
): Kysely<DB> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 20,
      Client: PreparingClient,
      // A database that does not answer at all fails requests after 5 s instead of holding them.
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', (err) => options.onError?.(err));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  // Options go in the one argument: PGlite ignores a second argument when the data dir is undefined (in memory).
  const dataDir = target.dataDir ? path.resolve(target.dataDir) : undefined;
  return new Kysely<DB>({ dialect: new EmbeddedDialect({ dataDir, parsers, loadDataDir: target.template }) });
}
