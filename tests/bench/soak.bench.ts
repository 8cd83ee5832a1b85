/**
 * Soak: a real server process under a few minutes of mixed use, its resident memory sampled throughout.
 * Several family members (two families) create, list, complete and delete tasks, add and delete
 * expenses, read the dashboard and their family, while two Yjs editors keep adding and removing bookings
 * on a shared plan. Rows are deleted as fast as they are made, so the data set stays small and a growing
 * RSS would be the server's own. Prints the RSS series and its summary; asserts nothing (benchmarks print).
 *
 *   SOAK_DURATION_S=180 SOAK_SAMPLE_S=5 npx tsx tests/bench/soak.bench.ts
 *   SOAK_DATABASE_URL=postgres://…  to soak on PostgreSQL instead of the embedded database
 * Runs the compiled server (server/dist/main.js, built when missing), as production does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBooking, planDocName } from '@hearth/shared';
import { editor, synced, type Editor } from '../../server/src/collab/testing.js';
import { freePort } from '../integration/collab/processes.js';
import { booking } from '../integration/robustness/support.js';
import { benchUser, type SignedInUser } from './lib/hearth.js';
import { treeRss } from './lib/rss.js';
import { mb, sleep, table } from './lib/stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.SOAK_DURATION_S ?? 180);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_S ?? 5);
const DB_URL = process.env.SOAK_DATABASE_URL;

if (!existsSync(path.join(root, 'server/dist/main.js')))
  execFileSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-soak-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: DB_URL ?? '',
    LOG_LEVEL: 'warn',
    MAIL_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise<void>((r) => child.once('exit', () => r()));
for (;;) {
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
  if (
    await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await sleep(100);
}

const counts = { requests: 0, errors: 0, edits: 0 };
const editors: Editor[] = [];
let stop = false;
try {
  const a = await benchUser(url, 'Ann');
  const people: SignedInUser[] = [
    a,
    await benchUser(url, 'Ben', a),
    await benchUser(url, 'Cat', a),
    await benchUser(url, 'Dan'),
  ];
  people.push(await benchUser(url, 'Eve', people[3]));
  const plan = (
    await a.client.post('/api/plans', {
      name: 'Soak weekend',
      start_date: '2026-06-01',
      privacy: 'family_only',
      type: 'vacation',
    })
  ).body as { id: string };

  const call = async <T extends { status: number }>(p: Promise<T>): Promise<T> => {
    const r = await p;
    counts.requests++;
    if (r.status >= 400) counts.errors++;
    return r;
  };
  /** One member's loop: a little of everything, then clean up what was made. */
  const member = async (u: SignedInUser, i: number) => {
    for (let n = 0; !stop; n++) {
      const task = await call(u.client.post('/api/tasks', { title: `Soak task ${i}.${n}` }));
      await call(u.client.get('/api/tasks'));
      const id = (task.body as { id?: string }).id;
      if (id) {
        await call(u.client.put(`/api/tasks/${id}/status`, { status: 'completed' }));
        await call(u.client.delete(`/api/tasks/${id}`));
      }
      const exp = await call(
        u.client.post('/api/expenses', { title: `Soak ${n}`, amount: (n % 40) + 1.25, date: '2026-05-02' }),
      );
      await call(u.client.get('/api/analytics/dashboard'));
      await call(u.client.get('/api/family'));
      const eid = (exp.body as { id?: string }).id;
      if (eid) await call(u.client.delete(`/api/expenses/${eid}`));
      await sleep(50);
    }
  };
  /** Two editors on the plan: each adds a booking and removes its previous one, a few times a second. */
  const name = planDocName(plan.id);
  for (const u of people.slice(0, 2)) editors.push(editor(url, name, u.client.cookie));
  await Promise.all(editors.map(synced));
  const editing = async (e: Editor, who: string) => {
    for (let n = 0; !stop; n++) {
      addBooking(e.doc, `${who}-${n}`, booking(`${who} booking ${n}`, (n % 9) + 1));
      if (n > 0) e.doc.getMap('bookings').delete(`${who}-${n - 1}`);
      counts.edits++;
      await sleep(250);
    }
  };

  const samples: { t: number; rss: number; requests: number; edits: number }[] = [];
  const t0 = Date.now();
  const sample = () => samples.push({ t: (Date.now() - t0) / 1000, rss: treeRss(child.pid!), ...counts });
  sample();
  const load = [
    ...people.map((u, i) => member(u, i)),
    editing(editors[0]!, 'ann'),
    editing(editors[1]!, 'ben'),
  ];
  while (Date.now() - t0 < DURATION_S * 1000) {
    await sleep(SAMPLE_S * 1000);
    sample();
  }
  stop = true;
  await Promise.all(load);
  await sleep(SAMPLE_S * 1000);
  sample();

  console.log(
    `\n## Soak: ${DURATION_S} s of mixed use on ${DB_URL ? 'PostgreSQL' : 'the embedded database'}\n`,
  );
  console.log(
    table(
      ['t (s)', 'server RSS', 'requests so far', 'Yjs edits so far'],
      samples.map((s) => [s.t.toFixed(0), mb(s.rss), s.requests, s.edits]),
    ),
  );
  const rss = samples.map((s) => s.rss);
  const firstMinute = samples.filter((s) => s.t <= 60).map((s) => s.rss);
  const lastMinute = samples.filter((s) => s.t >= samples.at(-1)!.t - 60).map((s) => s.rss);
  console.log(
    `\nRSS at start ${mb(rss[0]!)}, max ${mb(Math.max(...rss))}, max of the first minute ${mb(Math.max(...firstMinute))}, ` +
      `max of the last minute ${mb(Math.max(...lastMinute))}; ${counts.requests} requests (${counts.errors} answered >= 400), ` +
      `${counts.edits} Yjs edits.`,
  );
} finally {
  stop = true;
  for (const e of editors) e.destroy();
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
