import pg from 'pg';

/** The local PostgreSQL every benchmark uses (override with BENCH_PG, a URL without database name). */
export const PG_BASE = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

/** Creates a fresh database named `hearth_bench_<what>_<pid>` and answers its URL and a drop function. */
export async function freshDatabase(
  what: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `hearth_bench_${what}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: `${PG_BASE}/${name}`,
    /**
     * Drops the database. A server's pool that still holds connections after its close() (requests
     * the load generator abandoned mid-flight) is waited for, then those connections are terminated;
     * the "terminating connection" error that idle pool clients then emit is expected and ignored.
     */
    async drop() {
      const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
      await c.connect();
      const ignore = (err: unknown) => {
        if ((err as { code?: string }).code !== '57P01') throw err;
      };
      process.on('uncaughtException', ignore);
      try {
        for (let i = 0; i < 30; i++) {
          const { rows } = await c.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0] as { n: number }).n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
        await new Promise((r) => setTimeout(r, 100));
      } finally {
        await c.end();
        process.off('uncaughtException', ignore);
      }
    },
  };
}
