import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../testing/testServer.js';
import { runPrepared } from './prepared.js';

const db = openTestDatabase();
afterAll(() => db.destroy());

const divide = (a: number, b: number) => sql<{ q: number }>`select (${a}::int / ${b}::int) as q`;

describe('runPrepared', () => {
  it('answers what the query answers, for new parameters each run, and after a failed run', async () => {
    expect((await runPrepared(db, divide(84, 2))).rows).toEqual([{ q: 42 }]);
    expect((await runPrepared(db, divide(9, 3))).rows).toEqual([{ q: 3 }]);
    await expect(runPrepared(db, divide(1, 0))).rejects.toMatchObject({ code: '22012' });
    expect((await runPrepared(db, divide(10, 5))).rows).toEqual([{ q: 2 }]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'runs on PostgreSQL as a named statement that the connection keeps',
    async () => {
      const text = 'select $1::int + 1 as n';
      const statements = await db.connection().execute(async (conn) => {
        const plus = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`;
        expect((await runPrepared(conn, plus(1))).rows).toEqual([{ n: 2 }]);
        expect((await runPrepared(conn, plus(41))).rows).toEqual([{ n: 42 }]);
        return sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(conn);
      });
      expect(statements.rows.filter((r) => r.statement === text)).toHaveLength(1);
    },
  );
});
