import type { Client } from 'pg';
import pg from '../db/pg.js';
import type { Logger } from '../logger.js';

/**
 * On PostgreSQL a running Hearth server holds a shared advisory lock on its own connection, so that
 * `npm run restore` (which needs it exclusively) refuses while any server, on any machine, uses the
 * database. The connection comes back by itself after the database went away.
 */
const PRESENCE_KEY = 0x4845_5254; // 'HERT'
const RETRY_MS = 5000;

export function holdServerPresence(url: string, log: Logger): () => Promise<void> {
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, application_name: 'hearth-server' });
    client = c;
    const again = (err: unknown) => {
      if (stopped || client !== c) return;
      log.warn({ err }, 'server presence lock lost; retrying');
      client = undefined;
      void c.end().catch(() => undefined);
      retry = setTimeout(connect, RETRY_MS);
      retry.unref();
    };
    c.on('error', again);
    c.connect()
      .then(() => c.query('select pg_advisory_lock_shared($1)', [PRESENCE_KEY]))
      .catch(again);
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Runs `work` while holding the presence lock exclusively; refuses when a server holds it.
 */
export async function withoutServers<T>(url: string, where: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'hearth-restore' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      PRESENCE_KEY,
    ]);
    if (!rows[0]?.ok)
      throw new Error(
        `Not restored: a Hearth server is using ${where}. Stop every Hearth server process first ` +
          '(a restore replaces every row they serve), then run npm run restore again.',
      );
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
