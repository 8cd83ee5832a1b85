/**
 * Production start: the server compiled by `npm run build:server` (`node server/dist/main.js`, what
 * `npm start` and the Dockerfile run) against the former way (`tsx server/src/main.ts`). Each run starts
 * the server on the same embedded database (migrated by a first, uncounted run), measures the time from
 * spawn to the first healthy `/api/health`, waits STARTUP_IDLE_S seconds and reads the resident memory
 * of the whole process tree (the tsx CLI runs the server in a child process; both are counted), then
 * stops it with SIGTERM. Runs alternate between the two so that load on the machine hits both alike.
 *
 *   STARTUP_RUNS=5 STARTUP_IDLE_S=5 npx tsx tests/bench/startup.bench.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../integration/collab/processes.js';
import { serveCommand } from './lib/production.js';
import { treeRss } from './lib/rss.js';
import { fmt, mb, median, sleep, table } from './lib/stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const IDLE_S = Number(process.env.STARTUP_IDLE_S ?? 5);

const WAYS = {
  'tsx server/src/main.ts': [path.join(root, 'node_modules/.bin/tsx'), 'server/src/main.ts'],
  'node server/dist/main.js': [process.execPath, ...serveCommand().flags, 'server/dist/main.js'],
} as const;
type Way = keyof typeof WAYS;

async function once(way: Way, dataDir: string): Promise<{ startMs: number; rss: number }> {
  const port = await freePort();
  const [cmd, ...args] = WAYS[way];
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      ...(way === 'node server/dist/main.js' ? serveCommand().env : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let startMs: number | undefined;
  while (startMs === undefined) {
    if (child.exitCode !== null) throw new Error(`${way} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        startMs = performance.now() - t0;
        continue;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(25);
  }
  await sleep(IDLE_S * 1000);
  const rss = treeRss(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { startMs, rss };
}

if (!existsSync(path.join(root, 'server/dist/main.js')))
  execFileSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-startup-'));
try {
  await once('node server/dist/main.js', dataDir); // creates and migrates the database: not counted
  const results: Record<Way, { startMs: number; rss: number }[]> = {
    'tsx server/src/main.ts': [],
    'node server/dist/main.js': [],
  };
  for (let i = 0; i < RUNS; i++)
    for (const way of Object.keys(WAYS) as Way[]) results[way].push(await once(way, dataDir));

  console.log(`\n## Production start (embedded database, ${RUNS} runs each, RSS after ${IDLE_S} s idle)\n`);
  console.log(
    table(
      ['Command', 'start to healthy, median (min–max)', 'idle RSS, median (min–max)'],
      (Object.keys(WAYS) as Way[]).map((way) => {
        const s = results[way].map((r) => r.startMs);
        const m = results[way].map((r) => r.rss);
        return [
          `\`${way}\``,
          `${fmt(median(s), 0)} ms (${fmt(Math.min(...s), 0)}–${fmt(Math.max(...s), 0)})`,
          `${mb(median(m))} (${mb(Math.min(...m))}–${mb(Math.max(...m))})`,
        ];
      }),
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
