/**
 * Lighthouse benchmark (issue 16): the real server (production build of the client) over a fresh PostgreSQL
 * database seeded with the demo family, Chromium (/usr/bin/chromium), and Lighthouse's default phone profile
 * (a mid-range phone screen, simulated slow 4G and a 4x slower CPU) over the main pages: the sign-in page
 * signed out, the others signed in as the demo adult (the session cookie and the client's local sign-in
 * state, kept: Lighthouse's storage reset is off). Prints performance and accessibility per page, and the
 * accessibility audits that failed. Goals: performance >= 90, accessibility 100. Needs `npm run build` first.
 *
 *   npx tsx tests/bench/lighthouse.bench.ts
 *
 * LIGHTHOUSE_PAGES=/tasks,/family audits only those pages; LIGHTHOUSE_REPORTS=<dir> keeps each page's full
 * Lighthouse JSON there (bootup-time, mainthread-work-breakdown, long-tasks, target-size's nodes, ...).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { todayIn } from '@hearth/shared';
import { DEMO_ADULTS, DEMO_PASSWORD, seedDemo } from '../../server/src/ops/seedDemo.js';
import { startHearth } from './lib/hearth.js';
import { freshDatabase } from './lib/postgres.js';
import { table } from './lib/stats.js';

const ALL_PAGES = ['/login', '/dashboard', '/calendar', '/tasks', '/family', '/notifications'];
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((p) => process.env.LIGHTHOUSE_PAGES!.split(',').includes(p))
  : ALL_PAGES;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Chromium's DevTools port, for Lighthouse (LIGHTHOUSE_PORT to move it). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9222);
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/index.html');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(dist)) {
  console.log('Lighthouse benchmark skipped: client/dist is missing, run `npm run build` first');
  process.exit(0);
}
if (!existsSync(executablePath)) {
  console.log(`Lighthouse benchmark skipped: no Chromium at ${executablePath}`);
  process.exit(0);
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  failed: string[];
  version: string;
}

const database = await freshDatabase('lighthouse');
const server = await startHearth(database.url);
const profile = mkdtempSync(path.join(os.tmpdir(), 'hearth-lighthouse-'));
// One browser profile for the sign-in and for Lighthouse, which opens its tabs over the DevTools port.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: [
    `--remote-debugging-port=${PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function audit(url: string): Promise<Row> {
  const result = await lighthouse(
    url,
    {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.slice(1).replaceAll('/', '_') || 'root';
    writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => audits[id]?.displayValue ?? '–';
  const failed = (categories.accessibility?.auditRefs ?? [])
    .filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1)
    .map((r) => `${r.id} (${audits[r.id]?.title ?? ''})`);
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
    failed,
    version: result.lhr.lighthouseVersion,
  };
}

try {
  await seedDemo(server.url, todayIn('UTC'));
  const rows: Row[] = [];
  // Signed out: the sign-in page.
  if (PAGES.includes('/login')) rows.push(await audit(`${server.url}/login`));

  // Signed in as the demo adult: the session cookie, and the user the client keeps after signing in.
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${server.url}/login`);
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: DEMO_ADULTS[0]!.email, password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { theme: string; wallpaper: string } };
  await page.evaluate((u) => {
    localStorage.setItem('hearth_user', JSON.stringify(u));
    localStorage.setItem('hearth_authenticated', 'true');
    localStorage.setItem('hearth_theme', u.theme);
    localStorage.setItem('hearth_wallpaper', u.wallpaper);
  }, user);
  // One visit first, so each page is audited as a returning member sees it (service worker installed).
  await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
  for (const p of PAGES.filter((p) => p !== '/login')) rows.push(await audit(`${server.url}${p}`));

  console.log(
    '### Lighthouse, phone profile (simulated slow 4G, 4x CPU slowdown; seeded demo family, signed in)\n',
  );
  console.log(
    table(
      ['Page', 'Performance', 'Accessibility', 'FCP', 'LCP', 'TBT', 'CLS'],
      rows.map((r) => [r.page, r.performance, r.accessibility, r.fcp, r.lcp, r.tbt, r.cls]),
    ),
  );
  const failing = rows.filter((r) => r.failed.length);
  console.log(
    failing.length
      ? `\nFailed accessibility audits:\n\n${failing.map((r) => `- ${r.page}: ${r.failed.join('; ')}`).join('\n')}`
      : '\nNo accessibility audit failed.',
  );
  console.log(
    `\nGoals: performance >= 90 and accessibility 100 on every page. Lighthouse ${rows[0]!.version}.`,
  );
} finally {
  await browser.close();
  await server.close();
  await database.drop();
  rmSync(profile, { recursive: true, force: true });
}
