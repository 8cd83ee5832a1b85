import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startProcess, type ServerProcess } from '../integration/collab/processes';
import { NetworkQ } from './support/networkQ';
import { signedInMember } from './support/users';

/**
 * The browser's part of the crash test (issue 13; the Node editors' part is
 * tests/integration/robustness/crash.test.ts): a server process of its own is killed with -9 while a
 * member edits a plan in Chromium. What the page heard "Saved" is stored before anyone comes back; what
 * was in flight or made while the server was away, kept only in IndexedDB once the tab is closed, is
 * stored when the plan is opened again.
 */
const ROUNDS = 2;
const dataDir = `tests/.artifacts/e2e-crash-${process.pid}`;
let server: ServerProcess | undefined;

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('edits survive kill -9 of the server through IndexedDB, and no edit shown as saved is lost', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  // On CI the shared PostgreSQL; locally a fresh embedded database that must survive the kills too.
  const env: Record<string, string> = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { DATA_DIR: dataDir };
  // The production build: it starts in seconds, four times over.
  server = await startProcess(env, undefined, { compiled: true });
  const ann = await signedInMember(browser, { name: 'Ann', baseURL: server.url });
  const planName = `Crash-proof trip ${Date.now()}`;
  const created = await ann.page.request.post('/api/plans', {
    data: { name: planName, start_date: '2026-09-01', privacy: 'family_only', type: 'vacation' },
  });
  expect(created.status()).toBe(201);
  const planId = ((await created.json()) as { id: string }).id;
  const stored = async () => {
    const res = await ann.context.request.get(`/api/bookings?plan_id=${planId}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { name: string }[]).map((b) => b.name);
  };

  let page = ann.page;
  let plan = new NetworkQ(page);
  await plan.openPlan(planName);
  await expect(plan.saveStatus()).toHaveText('Saved');
  const made: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await plan.addBooking(`Saved ${round}`, '10');
    await expect(plan.saveStatus()).toHaveText('Saved');
    // The next one is on its way when the server dies.
    await plan.addBooking(`In flight ${round}`, '11');
    await server.crash();
    await expect(plan.saveStatus()).toHaveText('Offline — changes kept on this device');
    await plan.addBooking(`Offline ${round}`, '12');
    await expect(plan.bookings()).toContainText(`Offline ${round}`);
    made.push(`Saved ${round}`, `In flight ${round}`, `Offline ${round}`);
    // Only IndexedDB keeps the last two now.
    await page.waitForTimeout(500);
    await page.close();

    server = await startProcess(env, server.port, { compiled: true });
    expect(await stored(), `round ${round}: shown as saved before the crash`).toContain(`Saved ${round}`);

    page = await ann.context.newPage();
    plan = new NetworkQ(page);
    await plan.openPlan(planName);
    for (const name of made) await expect(plan.bookings()).toContainText(name);
    await expect(plan.saveStatus()).toHaveText('Saved', { timeout: 20_000 });
    await expect.poll(stored, { timeout: 20_000 }).toEqual(expect.arrayContaining(made));
  }
  expect((await stored()).sort()).toEqual([...made].sort());
});
