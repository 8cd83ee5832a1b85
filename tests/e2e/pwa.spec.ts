import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './support/users';

async function addTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Task' }).click();
  const modal = page.getByTestId('task-modal');
  await modal.getByLabel('Title').fill(title);
  await modal.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

// The service worker is what this spec is about (the other specs block it, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG declares in its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the web app manifest is valid: name, standalone, theme, icons of the sizes browsers ask for, shortcuts', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Hearth',
    short_name: 'Hearth',
    display: 'standalone',
    start_url: '/dashboard',
    scope: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/lists', '/chores', '/calendar']);
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose,
      );
      expect(icon, `${purpose} ${size}px icon`).toBeTruthy();
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }
  }
});

test('after one online visit the service worker controls the page, and the app opens offline with the last data it had', async ({
  browser,
}) => {
  const { page, context } = await signedInMember(browser, { name: 'Pia' });
  await page.goto('/tasks');
  await addTask(page, 'Buy a new kettle');

  // The worker installs on the first visit and controls every page loaded after it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/calendar');
  await page.goto('/tasks');
  await expect(page.getByRole('cell', { name: 'Buy a new kettle', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/tasks');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Buy a new kettle', exact: true })).toBeVisible();
  // Another page's code comes from the precache too.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await context.close();
});

test('after one online visit a list opens with no network, with its items, and keeps edits on the device', async ({
  browser,
}) => {
  const { page, context } = await signedInMember(browser, { name: 'Lou' });
  const list = await (
    await page.request.post('/api/lists', { data: { name: 'Camping kit', kind: 'packing' } })
  ).json();
  await page.request.post(`/api/lists/${list.id}/items`, { data: { text: '2 x sleeping bags' } });
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByTestId('list-item').filter({ hasText: 'sleeping bags' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('list-item').filter({ hasText: 'sleeping bags' })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Camping kit/ })).toBeVisible();
  await expect(page.getByTestId('list-item').filter({ hasText: 'sleeping bags' })).toContainText('×2');
  await page.getByLabel('New item').fill('head torch');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Offline — changes kept on this device');
  await context.setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  const stored = await (await page.request.get(`/api/lists/${list.id}`)).json();
  expect(stored.items.map((i: { text: string }) => i.text)).toEqual(['sleeping bags', 'head torch']);
  await context.close();
});

test('on a phone a table is a list of labelled cards and the sidebar is a drawer', async ({ browser }) => {
  const { page, context } = await signedInMember(browser, { name: 'Phil' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tasks');
  await addTask(page, 'Water the plants');
  // The row is a card: each cell is labelled by its column and as wide as the card; the header row is hidden.
  const cell = page.getByRole('cell', { name: 'Task Water the plants', exact: true });
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await expect(page.locator('.data-table thead')).toHaveCSS('position', 'absolute');
  const menu = page.getByRole('button', { name: 'Open menu' });
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.close();
});

test('the Notifications page chooses channels per reminder and keeps an ntfy topic', async ({ browser }) => {
  const { page, context } = await signedInMember(browser, { name: 'Nia' });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'When Hearth is closed' })).toBeVisible();
  await expect(page.getByText('No devices yet.')).toBeVisible();
  const byEmail = page.getByRole('checkbox', { name: 'Meetings by Email' });
  await byEmail.check();
  await page.getByLabel('ntfy topic URL').fill('https://ntfy.sh/nia-family-test');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Could not save')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Meetings by Email' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Meetings by Push' })).toBeChecked();
  await expect(page.getByLabel('ntfy topic URL')).toHaveValue('https://ntfy.sh/nia-family-test');
  await context.close();
});
