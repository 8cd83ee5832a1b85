/**
 * README screenshots from the seeded app: `npm run build && npx tsx tests/screenshots/capture.ts`.
 *
 * A fresh embedded database under /tmp, the demo family from `seedDemo`, the real server (API and built
 * client), Chromium signed in as the demo adult through the login page, and 1280x800 PNGs of the main
 * pages written to docs/screenshots/. PNGs above the size budget are re-encoded with a palette.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { todayIn } from '@hearth/shared';
import { parseConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import { CLIENT_DIST } from '../../server/src/app.js';
import { DEMO_ADULTS, DEMO_PASSWORD, seedDemo } from '../../server/src/ops/seedDemo.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };
const MAX_BYTES = 300 * 1024;
/** The headless flags of playwright.config.ts. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Waits until the lazy page is there, its data loaded and its skeletons gone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.page-loading')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .skeleton-bar').length === 0,
    {
      timeout: 15_000,
    },
  );
  // Let entrance transitions finish.
  await page.waitForTimeout(600);
}

async function shoot(page: Page, name: string) {
  await settle(page);
  const file = path.join(OUT, `${name}.png`);
  let png = await page.screenshot({ type: 'png' });
  if (png.length > MAX_BYTES)
    png = await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toBuffer();
  await writeFile(file, png);
  const { size } = await stat(file);
  console.log(`  ${path.relative(ROOT, file)}  ${(size / 1024).toFixed(0)} KB`);
  if (size > MAX_BYTES) throw new Error(`${name}.png is ${size} bytes, above the ${MAX_BYTES} byte budget`);
}

async function main() {
  if (!existsSync(path.join(CLIENT_DIST, 'index.html')))
    throw new Error('No built client in client/dist: run `npm run build` first.');
  await mkdir(OUT, { recursive: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-screenshots-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const config = parseConfig({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAIL_URL: '',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    console.log(`Seeding the demo family into ${dataDir} …`);
    await seedDemo(server.url, todayIn('UTC'));
    const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.url });
    const page = await context.newPage();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Hearth', level: 1 }).waitFor();
    await shoot(page, 'welcome');

    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADULTS[0]!.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await shoot(page, 'dashboard-work');

    const mode = (name: 'Work' | 'Life') =>
      page.getByRole('group', { name: 'View mode' }).getByRole('button', { name });
    await mode('Life').click();
    await shoot(page, 'dashboard-life');
    await mode('Work').click();

    for (const [route, name] of [
      ['/tasks', 'tasks'],
      ['/calendar', 'calendar'],
      ['/expenses', 'expenses'],
      ['/banking', 'banking'],
      ['/family', 'family'],
      ['/trackers', 'trackers'],
    ] as const) {
      await page.goto(route);
      await shoot(page, name);
    }

    await page.goto('/network-q');
    await settle(page);
    await page.getByTestId('plan-card').first().click();
    await page.getByTestId('plan-detail').getByText('Pine Ridge Cabin').waitFor();
    await shoot(page, 'network-plan');
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
