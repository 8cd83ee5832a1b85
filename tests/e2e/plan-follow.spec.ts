import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './support/users';

// The offline test needs the service worker (the other specs block it, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A plan made over the API, opened on /network-q. */
async function newPlan(page: Page, name: string) {
  const made = await page.request.post('/api/plans', {
    data: { name, start_date: '2026-07-01', privacy: 'family_only', type: 'vacation' },
  });
  expect(made.status()).toBe(201);
  await openPlan(page, name);
}

async function openPlan(page: Page, name: string) {
  await page.goto('/network-q');
  await page.getByTestId('plan-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('plan-detail')).toBeVisible();
  await expect(page.getByText('Loading collaborative plans...')).toHaveCount(0);
}

test('a member on a plan follows it by default and can unfollow it; the choice stays', async ({
  browser,
}) => {
  const { page, context } = await signedInMember(browser, { name: 'Fay' });
  const name = `Follow trip ${Date.now()}`;
  await newPlan(page, name);
  const follow = page.getByTestId('follow-plan');
  await expect(follow).toHaveText('✓ Following');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await follow.click();
  await expect(follow).toHaveText('Follow');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await openPlan(page, name);
  await expect(page.getByTestId('follow-plan')).toHaveText('Follow');
  await context.close();
});

test('after one online visit a co-edited plan opens offline from the copy in IndexedDB', async ({
  browser,
}) => {
  const { page, context } = await signedInMember(browser, { name: 'Oli' });
  const name = `Offline trip ${Date.now()}`;
  await newPlan(page, name);
  await page.getByRole('button', { name: '+ Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByLabel('Name').fill('Ferry tickets');
  await dialog.getByLabel('Cost').fill('42');
  await dialog.getByRole('button', { name: 'Add Booking' }).click();
  await expect(page.getByTestId('bookings')).toContainText('Ferry tickets');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/network-q');
  await expect(page.getByTestId('plan-card').filter({ hasText: name })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/network-q');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('plan-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('bookings')).toContainText('Ferry tickets');
  await context.setOffline(false);
  await context.close();
});
