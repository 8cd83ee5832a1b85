import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { parseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { startServer, type RunningServer, type StartOptions } from '../server.js';
import type { Database } from '../db/schema.js';

/**
 * A real server on a free port over a real database: in-memory PGlite, or the PostgreSQL of
 * TEST_DATABASE_URL when the test project says TEST_DB=postgres. Tests isolate by creating their own
 * users and families, never by sharing rows.
 */
export async function startTestServer(
  options: StartOptions & { env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    // No scheduled backups of the shared test database unless a test asks for them.
    BACKUP_INTERVAL_HOURS: '0',
    // No reminder passes on the real clock either: on the shared PostgreSQL test database they would reach
    // every other file's users (a test that owns the clock starts its own, see life/reminders.test.ts).
    REMINDER_INTERVAL_SECONDS: '0',
    ...options.env,
  });
  // A database handed in is shared with another server (several processes on one database): not closed here.
  if (options.db) return startServer(config, options);
  const db = openTestDatabase();
  const running = await startServer(config, { ...options, db });
  return {
    ...running,
    async close() {
      await running.close();
      await db.destroy();
    },
  };
}

/**
 * The test database: in-memory PGlite, or the PostgreSQL of TEST_DATABASE_URL under TEST_DB=postgres.
 * An in-memory one starts from the migrated template the test run made once (PGLITE_TEMPLATE, see
 * tests/setup/pgliteTemplate.ts) when there is one: about 1 s of CPU instead of 6 s to create and migrate it.
 */
export function openTestDatabase(): Database {
  const usePostgres = process.env.TEST_DB === 'postgres';
  if (usePostgres && !process.env.TEST_DATABASE_URL)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return usePostgres
    ? openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! })
    : openDatabase({ kind: 'pglite', template: pgliteTemplate() });
}

let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

export { PGlite };

/**
 * Whether this project runs the suites whose subject does not depend on the database (the y-websocket
 * protocol under fuzzing, the authorization sweep of every route): they run once, on the PostgreSQL of
 * TEST_DATABASE_URL when there is one (CI), else on PGlite. Their queries are the ones the other suites run
 * on both databases; what they add (hostile bytes, thousands of requests) is the same on either.
 */
export const databaseIndependentSuiteRunsHere =
  process.env.TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;
