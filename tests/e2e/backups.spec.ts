import { expect, test, type Browser } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../../playwright.config';
import { signedInMember } from './support/users';

const PASSWORD = 'correct horse battery';

/** The server administrator (ADMIN_EMAILS of the e2e server), signed in in a fresh context. */
async function signedInAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Server Admin', email: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  let user;
  if (signup.status() === 201) {
    const { verification_token } = await signup.json();
    const verify = await page.request.post('/api/auth/verify', {
      data: { email: E2E_ADMIN_EMAIL, token: verification_token },
    });
    user = (await verify.json()).user;
  } else {
    const login = await page.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN_EMAIL, password: PASSWORD },
    });
    user = (await login.json()).user;
  }
  await page.goto('/');
  await page.evaluate((u) => {
    localStorage.setItem('hearth_user', JSON.stringify(u));
    localStorage.setItem('hearth_authenticated', 'true');
  }, user);
  return { context, page };
}

test('the server administrator reaches backups from Profile, takes one and downloads it', async ({
  browser,
}) => {
  const { context, page } = await signedInAdmin(browser);
  await page.goto('/profile');
  const card = page.getByTestId('server-admin-card');
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Backups' }).click();

  await expect(page).toHaveURL(/\/settings\/backups$/);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restoring a backup' })).toBeVisible();
  await expect(page.getByText(/^npm run restore /).first()).toBeVisible();

  const rows = page.getByTestId('backups-table').locator('tbody tr');
  const before = await page.getByRole('heading', { name: /^Backups \(\d+\)$/ }).textContent();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup taken/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Backups \(\d+\)$/ })).not.toHaveText(before!);
  await expect(rows.first().getByText('manual', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await rows.first().getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^hearth-.*-manual\.json\.gz$/);
  await context.close();
});

test('a family member sees no administration card and no backups page', async ({ browser }) => {
  const member = await signedInMember(browser, { name: 'Plain Member' });
  await member.page.goto('/profile');
  await expect(member.page.getByTestId('profile-page')).toBeVisible();
  await expect(member.page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect(member.page.getByTestId('server-admin-card')).toHaveCount(0);
  await member.page.goto('/settings/backups');
  await expect(member.page.getByText('There is no such page.')).toBeVisible();
  await expect(member.page.getByText('Back up now')).toHaveCount(0);
  await member.context.close();
});
