import { expect, test } from '@playwright/test';
import { Shell } from './support/shell';
import { signedInMember } from './support/users';
import { lookAt } from './support/lookAt';

const confirm = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('confirm-dialog')
    .getByRole('button', { name: /Confirm|Hand over|Remove|Leave/ })
    .click();

test('the owner manages roles on the members page; the member sees the change live', async ({ browser }) => {
  const owner = await signedInMember(browser, { name: 'Olive' });
  const teen = await signedInMember(browser, { name: 'Theo', inFamilyOf: owner, role: 'teen' });
  await owner.page.goto('/family');
  await owner.page.getByRole('link', { name: 'Manage members' }).click();
  await expect(owner.page.getByTestId('members-page')).toBeVisible();
  const table = owner.page.getByTestId('members-table');
  await expect(table).toContainText('Theo');

  // The teen's browser: no Family view of the money, with the reason shown.
  await teen.page.goto('/banking');
  await expect(teen.page.getByTestId('family-view-note')).toContainText("adults see the family's money");
  await teen.page.goto('/family/members');
  await expect(teen.page.getByTestId('members-note')).toContainText(
    'Only the owner and admins manage members',
  );
  await expect(teen.page.getByRole('combobox', { name: 'Role of Olive' })).toHaveCount(0);

  await owner.page.getByRole('combobox', { name: 'Role of Theo' }).selectOption('adult');
  await expect(owner.page.getByRole('combobox', { name: 'Role of Theo' })).toHaveValue('adult');
  // Live in the member's browser: the Family view appears without a reload.
  await teen.page.goto('/banking');
  await expect(teen.page.getByRole('button', { name: 'Family' })).toBeVisible();

  // Add a child account from the members page.
  await owner.page.getByRole('button', { name: 'Add child account' }).click();
  const dialog = owner.page.getByTestId('child-account-modal');
  await dialog.getByLabel('Name', { exact: true }).fill('Mia');
  const username = `mia${Date.now().toString(36)}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('PIN').fill('2468');
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(table).toContainText('Child account (username + PIN)');

  // Remove the adult: they land in a family of their own.
  await owner.page.getByRole('button', { name: 'Remove Theo' }).click();
  await confirm(owner.page);
  await expect(table).not.toContainText('Theo');
  await teen.page.goto('/family/members');
  await expect(teen.page.getByTestId('members-table')).not.toContainText('Olive');
  await lookAt(owner.page, 'family-members', { fullPage: true });
});

test("a caregiver's browser shows no money", async ({ browser }) => {
  const owner = await signedInMember(browser, { name: 'Parent' });
  const nanny = await signedInMember(browser, { name: 'Nanny', inFamilyOf: owner, role: 'caregiver' });
  await nanny.page.goto('/family');
  await expect(nanny.page.getByTestId('family-page')).toBeVisible();
  const shell = new Shell(nanny.page);
  for (const mode of ['Work', 'Life'] as const) {
    await shell.mode(mode).click();
    await expect(shell.navLink('Family Hub').or(shell.navLink('Tasks')).first()).toBeVisible();
    await expect(shell.navLink('Cashflow')).toHaveCount(0);
  }
  await expect(nanny.page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await nanny.page.goto('/banking');
  await expect(nanny.page.getByTestId('role-gate')).toContainText('not available for your role');
  await expect(nanny.page.getByTestId('banking-page')).toHaveCount(0);
  // Members' personal details are hidden too.
  await nanny.page.goto('/family/members');
  await expect(nanny.page.getByTestId('members-table')).toContainText('Hidden');
  await expect(nanny.page.getByTestId('members-table')).not.toContainText(owner.email);
});

test('a child signs in on a phone with username and PIN and sees the reduced sidebar', async ({
  browser,
}) => {
  const owner = await signedInMember(browser, { name: 'Mum' });
  const username = `kid${Date.now().toString(36)}`;
  const made = await owner.page.request.post('/api/family/children-accounts', {
    data: { name: 'Sam', username, pin: '1357' },
  });
  expect(made.status()).toBe(201);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Child sign-in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('PIN').fill('0000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or PIN');
  await page.getByLabel('PIN').fill('1357');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const shell = new Shell(page);
  await expect(shell.navLink('Calendar')).toBeVisible();
  await expect(shell.navLink('Profile')).toBeVisible();
  for (const hidden of ['Cashflow', 'Dashboard', 'Family Hub', 'Time Tracking', 'Apps Gallery'])
    await expect(shell.navLink(hidden)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'View mode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  await lookAt(page, 'family-child-phone');
  await page.goto('/expenses');
  await expect(page.getByTestId('role-gate')).toBeVisible();
  await context.close();
});
