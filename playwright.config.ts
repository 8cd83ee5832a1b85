import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server administrator of the end-to-end app (backups.spec.ts signs in as them). */
export const E2E_ADMIN_EMAIL = 'server-admin@hearth-e2e.test';
const dataDir = `tests/.artifacts/e2e-data-${PORT}`;
// On CI the end-to-end app runs on the real PostgreSQL; locally on a fresh embedded database.
const dbEnv = process.env.TEST_DATABASE_URL ? `DATABASE_URL=${process.env.TEST_DATABASE_URL}` : '';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time against the one server (each spec signs up its own family): the suite's
  // wall time nearly halves on the CI machine's 2 cores. Tests within a file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Each new context would register the service worker and precache the whole app (110 files): only
    // pwa.spec.ts and plan-follow.spec.ts are about it (they allow it); elsewhere it is CPU every test pays.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The production server as `npm start` runs it, built afresh (esbuild, about a second; the client is
  // built by `npm test` before the tests, or by `npm run build`).
  webServer: {
    command: `rm -rf ${dataDir} && npm run --silent build:server && ${dbEnv} PORT=${PORT} ALLOW_PRIVATE_FEEDS=1 DATA_DIR=${dataDir} ADMIN_EMAILS=${E2E_ADMIN_EMAIL} LOG_LEVEL=warn node server/dist/main.js`,
    url: `http://localhost:${PORT}/api/health`,
    // A fresh embedded database takes a few seconds to create; far longer on a loaded machine.
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
