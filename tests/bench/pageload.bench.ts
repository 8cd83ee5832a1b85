/**
 * Page-load benchmark: the real server over a fresh PostgreSQL database seeded with the demo family
 * (server/src/ops/seedDemo.ts), Chromium (/usr/bin/chromium) signed in as the demo adult, and
 * /dashboard loaded 5 times in a fresh browser context each (cold cache): navigation timing (TTFB,
 * DOMContentLoaded, load), first contentful paint, and the time until the dashboard's stat cards show
 * data. Medians are printed. Needs `npm run build` first.
 *
 *   npx tsx tests/bench/pageload.bench.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { todayIn } from '@hearth/shared';
import { DEMO_ADULTS, DEMO_PASSWORD, seedDemo } from '../../server/src/ops/seedDemo.js';
import { startHearth } from './lib/hearth.js';
import { freshDatabase } from './lib/postgres.js';
import { fmt, median, table } from './lib/stats.js';

const RUNS = 5;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/index.html');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(dist)) {
  console.log('page-load benchmark skipped: client/dist is missing, run `npm run build` first');
  process.exit(0);
}
if (!existsSync(executablePath)) {
  console.log(`page-load benchmark skipped: no Chromium at ${executablePath}`);
  process.exit(0);
}

interface Run {
  ttfb: number;
  dcl: number;
  load: number;
  fcp: number;
  stats: number;
  requests: number;
}

const database = await freshDatabase('pageload');
const server = await startHearth(database.url);
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const seed0 = Date.now();
  await seedDemo(server.url, todayIn('UTC'));
  const seedMs = Date.now() - seed0;
  const runs: Run[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext({ baseURL: server.url });
    const login = await context.request.post('/api/auth/login', {
      data: { email: DEMO_ADULTS[0]!.email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
    const { user } = (await login.json()) as { user: { theme: string; wallpaper: string } };
    // The client keeps the signed-in user locally, as the sign-in page does after signing in.
    await context.addInitScript((u) => {
      localStorage.setItem('hearth_user', JSON.stringify(u));
      localStorage.setItem('hearth_authenticated', 'true');
      localStorage.setItem('hearth_theme', u.theme);
      localStorage.setItem('hearth_wallpaper', u.wallpaper);
    }, user);
    const page = await context.newPage();
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto('/dashboard', { waitUntil: 'load' });
    const stats = await page.waitForFunction(
      () => {
        const v = document.querySelector('[data-testid="stat-total-tasks"] .stat-card-value');
        return v && v.textContent && v.textContent.trim() !== '' ? performance.now() : 0;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const statsAt = (await stats.jsonValue()) as number;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        ttfb: nav.responseStart,
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        fcp: fcp ? fcp.startTime : Number.NaN,
      };
    });
    // The first load warms the server (and PostgreSQL's caches); it is not counted.
    if (i > 0) runs.push({ ...timing, stats: statsAt, requests });
    await context.close();
  }
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  console.log(
    `### /dashboard in Chromium (seeded demo family; median of ${RUNS} cold loads after one warm-up)\n`,
  );
  console.log(
    table(
      ['Measure', 'median ms', 'min ms', 'max ms'],
      (
        [
          ['Time to first byte (responseStart)', 'ttfb'],
          ['First contentful paint', 'fcp'],
          ['DOMContentLoaded (end)', 'dcl'],
          ['load (end)', 'load'],
          ['Stat cards show data', 'stats'],
        ] as [string, keyof Run][]
      ).map(([label, k]) => [
        label,
        fmt(m(k), 0),
        fmt(Math.min(...runs.map((r) => r[k])), 0),
        fmt(Math.max(...runs.map((r) => r[k])), 0),
      ]),
    ),
  );
  console.log(
    `\nRequests per load (median): ${m('requests')}. Seeding the demo family through the API took ${(seedMs / 1000).toFixed(1)} s.`,
  );
} finally {
  await browser.close();
  await server.close();
  await database.drop();
}
