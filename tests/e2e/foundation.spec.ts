import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LoginScreen, Shell, WelcomeScreen } from './support/shell';
import { signedInMember } from './support/users';
import { lookAt } from './support/lookAt';

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;
const PASSWORD = 'correct horse battery';

test('welcome carousel advances every 4 s, dots jump, Begin Your Journey goes to /login', async ({
  page,
}) => {
  const welcome = new WelcomeScreen(page);
  await welcome.open();
  await expect(page.getByText('© 2024 Hearth')).toBeVisible();
  await expect(page.locator('[data-testid="feature-card"]')).toHaveCount(6);
  await expect(welcome.activeCard()).toContainText('AI Assistant');
  // Advances by itself after 4 s (the screenshot waits until it has: on a loaded machine a full-page
  // screenshot took long enough for the carousel to move on twice).
  await expect(welcome.activeCard()).toContainText('Work-Life Harmony', { timeout: 6_000 });
  await lookAt(page, 'hearth-welcome', { fullPage: true });
  await welcome.dot(5).click();
  await expect(welcome.activeCard()).toContainText('Family Collaboration');
  await expect(welcome.dot(5)).toHaveAttribute('aria-current', 'true');
  await welcome.dot(4).click();
  await expect(welcome.activeCard()).toContainText('Financial Clarity');
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForTimeout(400);
  await lookAt(page, 'hearth-login', { fullPage: true });
});

test('sign-up through the UI, demo verification, sign-out and sign-in again', async ({ page }) => {
  const login = new LoginScreen(page);
  const shell = new Shell(page);
  const email = uniqueEmail('ada');
  await login.open();
  await login.showSignUp();
  await login.fillSignUp({
    name: 'Ada Lovelace',
    username: 'ada',
    email,
    password: PASSWORD,
    theme: 'bold',
    wallpaper: 'Cosmic',
  });
  // The choice is previewed live.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'bold');
  await expect(page.locator('html')).toHaveAttribute('data-wallpaper', 'gradient-6');
  await lookAt(page, 'hearth-signup', { fullPage: true });
  await login.submitSignUp();

  const overlay = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(email);
  await page.waitForTimeout(300);
  await lookAt(page, 'hearth-verify-overlay');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('hearth_pending_user') ?? 'null')?.email),
  ).toBe(email);
  await overlay.getByRole('button', { name: 'Verify Email (Demo)' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'bold');
  await expect(page.getByTestId('sidebar-user-name')).toHaveText('ada');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await shell.logout();
  await expect(page).toHaveURL(/\/$/);
  // And stays there: the dashboard's last requests, answered 401 now, do not send us on to /login.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('hearth_authenticated'))).toBeNull();
  // The session is gone on the server too: a protected page sends us back to /login.
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(email, 'wrong password!');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
});

test("mismatched passwords show 'Passwords do not match!' and send nothing", async ({ page }) => {
  const login = new LoginScreen(page);
  const signups: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/signup') && signups.push(r.url()));
  await login.open();
  await login.showSignUp();
  await login.fillSignUp({
    name: 'Mismatch',
    email: uniqueEmail('mm'),
    password: PASSWORD,
    confirm: 'something else',
  });
  await login.submitSignUp();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');
  expect(signups).toEqual([]);
});

test('an invite link opens sign-up with the code filled in', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open('?invite=ABC123');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByLabel('Invite Code (optional)')).toHaveValue('ABC123');
});

test('unauthenticated /tasks redirects to /login', async ({ page }) => {
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('/verify without token and email says the link is invalid', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Invalid verification link')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the Work/Life toggle changes the sidebar and persists across reload; sections stay collapsed', async ({
  browser,
}) => {
  const member = await signedInMember(browser, { name: 'Toggle Tester' });
  const { page } = member;
  const shell = new Shell(page);
  await page.goto('/dashboard');
  await expect(shell.navLink('Tasks')).toBeVisible();
  await expect(shell.navLink('Meetings')).toBeVisible();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.waitForTimeout(300);
  await lookAt(page, 'hearth-layout-desktop');

  await page.getByRole('button', { name: 'Collapse Calendar' }).click();
  await expect(shell.navLink('Meetings')).toHaveCount(0);

  await shell.mode('Life').click();
  await expect(shell.navLink('Family Hub')).toBeVisible();
  await expect(shell.navLink('Tasks')).toHaveCount(0);
  await page.reload();
  await expect(shell.mode('Life')).toHaveAttribute('aria-pressed', 'true');
  await expect(shell.navLink('Family Hub')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hearth_view_mode'))).toBe('life');

  await shell.mode('Work').click();
  await expect(shell.navLink('Tasks')).toBeVisible();
  await expect(shell.navLink('Meetings')).toHaveCount(0);
  await shell.navLink('Tasks').click();
  await expect(page.getByTestId('tasks-page')).toBeVisible();
  await expect(shell.navLink('Tasks')).toHaveClass(/active/);

  await page.getByRole('button', { name: 'AI assistant' }).click();
  await expect(page.getByRole('button', { name: 'AI assistant' })).toHaveAttribute('aria-expanded', 'true');
  await member.context.close();
});

test('at 375 px the sidebar hides behind the menu button', async ({ browser }) => {
  const member = await signedInMember(browser, { name: 'Phone User' });
  const { page } = member;
  const shell = new Shell(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(shell.navLink('Tasks')).toBeHidden();
  await lookAt(page, 'hearth-layout-mobile');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(shell.navLink('Tasks')).toBeVisible();
  await page.waitForTimeout(400); // the drawer slides in
  await lookAt(page, 'hearth-layout-mobile-menu');
  await shell.navLink('Tasks').click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(shell.navLink('Tasks')).toBeHidden();
  await member.context.close();
});

test('a member who chose the bold theme gets it on every protected page', async ({ browser }) => {
  const member = await signedInMember(browser, { name: 'Bold Member', theme: 'bold' });
  const { page } = member;
  await page.goto('/calendar');
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'bold');
  await page.waitForTimeout(300);
  await lookAt(page, 'hearth-layout-bold');
  await member.context.close();
});
