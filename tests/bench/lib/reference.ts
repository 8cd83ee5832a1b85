import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import coBody from 'co-body';
import pg from 'pg';

/**
 * The reference for the REST benchmark: the smallest reasonable Koa + @koa/router + pg service over a
 * table shaped like Hearth's `tasks` (same columns, index and foreign key to users). No session, no
 * validation library, no transaction: what a hand-written route costs on this machine.
 */
export async function startReference(databaseUrl: string, userId: string, seedRows: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  await pool.query(`
    create table if not exists ref_tasks (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      title text not null,
      description text not null default '',
      type text not null default 'work',
      status text not null default 'pending',
      priority text not null default 'medium',
      due_date date,
      time_estimate numeric(8,2),
      is_downtime boolean not null default false,
      created_at timestamptz not null default now()
    )`);
  await pool.query('create index if not exists ref_tasks_user_due_idx on ref_tasks (user_id, due_date)');
  await pool.query(
    `insert into ref_tasks (user_id, title, priority, due_date, time_estimate)
     select $1, 'Seeded task ' || g, 'medium', date '2026-05-01' + (g % 30), 1.5 from generate_series(1, $2) g`,
    [userId, seedRows],
  );
  const columns =
    'id, title, description, type, status, priority, due_date, time_estimate, is_downtime, created_at';
  const router = new Router();
  router.get('/tasks', async (ctx) => {
    const { rows } = await pool.query(
      `select ${columns} from ref_tasks where user_id = $1 order by created_at desc, id`,
      [userId],
    );
    ctx.body = rows;
  });
  router.post('/tasks', async (ctx) => {
    const body = (await coBody.json(ctx)) as { title?: unknown; priority?: unknown; due_date?: unknown };
    if (typeof body.title !== 'string' || !body.title.trim()) {
      ctx.status = 400;
      ctx.body = { detail: 'Title is required' };
      return;
    }
    const { rows } = await pool.query(
      `insert into ref_tasks (user_id, title, priority, due_date) values ($1, $2, $3, $4) returning ${columns}`,
      [
        userId,
        body.title.trim(),
        typeof body.priority === 'string' ? body.priority : 'medium',
        body.due_date ?? null,
      ],
    );
    ctx.status = 201;
    ctx.body = rows[0];
  });
  const app = new Koa();
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
