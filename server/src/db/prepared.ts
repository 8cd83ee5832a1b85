import { createHash } from 'node:crypto';
import type { QueryResult, RawBuilder } from 'kysely';
import type { Client, ClientConfig } from 'pg';
import pg from './pg.js';
import type { Executor } from './schema.js';

/**
 * Named (server-side prepared) statements for the hottest queries: PostgreSQL parses and plans such a
 * text once per connection instead of on every run. Only texts run through `runPrepared` are named,
 * at most MAX_PREPARED distinct ones per process (each connection keeps the plans it has used). On
 * PGlite the query simply runs.
 */
const MAX_PREPARED = 256;
const names = new Map<string, string>();

export async function runPrepared<R>(db: Executor, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled = query.compile(db);
  if (!names.has(compiled.sql) && names.size < MAX_PREPARED)
    names.set(compiled.sql, `h${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 24)}`);
  return db.executeQuery(compiled);
}

/** The pool's client: a query whose text `runPrepared` named runs as that named statement. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    // A connection that breaks while checked out of the pool (between the queries of a transaction)
    // emits 'error' with no pool listener attached: without this one, that ends the process. The failed
    // queries reject on their own, and the pool drops the client when it is released.
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      return name ? query({ name, text, values }, callback) : query(text, values, callback);
    }) as Client['query'];
  }
}
