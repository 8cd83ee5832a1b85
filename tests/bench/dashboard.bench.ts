/**
 * Dashboard analytics benchmark: GET /api/analytics/dashboard over real HTTP for one user with 10,000
 * tasks, 10,000 time entries (half linked to tasks) and 10,000 expenses, plus recurring charges, on a
 * fresh PostgreSQL database. Prints p50/p99 of sequential requests, then throughput at 10 connections.
 *
 *   npx tsx tests/bench/dashboard.bench.ts     (BENCH_ROWS=10000, BENCH_REQUESTS=300, BENCH_SECONDS=5)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { load } from './lib/autocannon.js';
import { benchUser, startHearth } from './lib/hearth.js';
import { freshDatabase } from './lib/postgres.js';
import { fmt, quantile, table } from './lib/stats.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const database = await freshDatabase('dashboard');
const hearth = await startHearth(database.url);
try {
  const user = await benchUser(hearth.url, 'Dashboard Bench');
  const uid = user.user.id;
  const db = hearth.deps.db;
  const seedStart = performance.now();
  await sql`insert into tasks (user_id, title, status, priority, due_date, time_estimate)
    select ${uid}, 'Task ' || i, (array['pending','in_progress','completed'])[1 + i % 3], (array['low','medium','high'])[1 + i % 3],
           date '2026-01-01' + (i % 365), case when i % 2 = 0 then 1 + (i % 4) else null end
      from generate_series(1, ${ROWS}) i`.execute(db);
  await sql`insert into time_entries (user_id, task_id, description, category, hours, date, value_per_hour)
    select ${uid}, case when i % 2 = 0 then t.id else null end, 'Entry ' || i, (array['work','personal','downtime','waste'])[1 + i % 4],
           0.25 * (1 + i % 12), date '2026-01-01' + (i % 365), case when i % 3 = 0 then 50 else null end
      from generate_series(1, ${ROWS}) i
      join (select id, row_number() over (order by id) as n from tasks where user_id = ${uid}) t on t.n = i`.execute(
    db,
  );
  await sql`insert into expenses (user_id, title, amount, category, date)
    select ${uid}, 'Expense ' || i, round((random() * 200)::numeric, 2), (array['travel','food','software','hardware','other'])[1 + i % 5], date '2026-01-01' + (i % 365)
      from generate_series(1, ${ROWS}) i`.execute(db);
  await sql`insert into recurring_charges (user_id, name, amount, frequency, next_billing_date, is_active)
    select ${uid}, 'Charge ' || i, 9.99 + i, (array['monthly','yearly'])[1 + i % 2], date '2026-12-01', i % 5 <> 0
      from generate_series(1, 50) i`.execute(db);
  await sql`analyze`.execute(db);
  console.log(
    `seeded ${ROWS} tasks, ${ROWS} time entries, ${ROWS} expenses in ${fmt((performance.now() - seedStart) / 1000)} s`,
  );

  const first = await user.client.get('/api/analytics/dashboard');
  if (first.status !== 200 || first.body.tasks.total !== ROWS)
    throw new Error(`unexpected answer: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
  console.log('answer:', JSON.stringify(first.body));

  for (let i = 0; i < 20; i++) await user.client.get('/api/analytics/dashboard'); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const r = await user.client.get('/api/analytics/dashboard');
    times.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`status ${r.status}`);
  }
  const concurrent = await load('dashboard, 10 connections', `${hearth.url}/api/analytics/dashboard`, {
    connections: 10,
    seconds: SECONDS,
    headers: { cookie: user.cookie },
  });
  console.log(
    '\n' +
      table(
        ['measurement', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'req/s'],
        [
          [
            'sequential',
            REQUESTS,
            fmt(quantile(times, 0.5)),
            fmt(quantile(times, 0.99)),
            fmt(Math.max(...times)),
            fmt(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
          ],
          [
            '10 connections',
            concurrent.total,
            fmt(concurrent.p50),
            fmt(concurrent.p99),
            fmt(concurrent.max),
            fmt(concurrent.requestsPerSec),
          ],
        ],
      ),
  );
  if (concurrent.non2xx || concurrent.errors)
    throw new Error(`${concurrent.non2xx} non-2xx, ${concurrent.errors} errors`);
} finally {
  await hearth.close();
  await database.drop();
}
