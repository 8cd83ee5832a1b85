import { expect, test, type Page } from '@playwright/test';
import { NetworkQ } from './support/networkQ';
import { signedInMember, type Member } from './support/users';
import { lookAt } from './support/lookAt';

let alice: Member;
let bob: Member;
const planName = `Lake trip ${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  alice = await signedInMember(browser, { name: 'Alice' });
  bob = await signedInMember(browser, { name: 'Bob', inFamilyOf: alice });
  const res = await alice.page.request.post('/api/plans', {
    data: { name: planName, start_date: '2026-08-01', privacy: 'family_only', type: 'vacation', budget: 900 },
  });
  expect(res.status()).toBe(201);
});
test.afterAll(async () => {
  await alice?.context.close();
  await bob?.context.close();
});

test('a booking and a shared expense added by one member appear for the other within a second', async () => {
  const a = new NetworkQ(alice.page);
  const b = new NetworkQ(bob.page);
  await a.openPlan(planName);
  await b.openPlan(planName);
  await expect(bob.page.getByTestId('presence')).toContainText('Alice');
  await expect(a.saveStatus()).toHaveText('Saved');
  await a.recordSaveStatus();
  await a.addBooking('Cabin by the lake', '240');
  await expect(b.bookings()).toContainText('Cabin by the lake', { timeout: 1000 });
  await a.addExpense('Groceries', '100', 'Alice, Bob, Cy');
  const expenses = bob.page.getByTestId('shared-expenses');
  await expect(expenses).toContainText('Groceries', { timeout: 1000 });
  await expect(expenses).toContainText('$33.34');
  // The sender saw its edits being saved, then saved (the server's acknowledgement after its commit).
  await expect(a.saveStatus()).toHaveText('Saved');
  expect(await a.recordedSaveStates()).toContain('Saving…');
  await lookAt(bob.page, 'plans-detail', { fullPage: true });
});

test('simultaneous edits converge', async () => {
  const a = new NetworkQ(alice.page);
  const b = new NetworkQ(bob.page);
  await a.openPlan(planName);
  await b.openPlan(planName);
  await Promise.all([a.addBooking('Canoe rental', '40'), b.addBooking('Fishing gear', '25')]);
  for (const p of [a, b]) {
    await expect(p.bookings()).toContainText('Canoe rental');
    await expect(p.bookings()).toContainText('Fishing gear');
  }
});

test('an edit made offline appears for the other member after reconnecting', async () => {
  const a = new NetworkQ(alice.page);
  const b = new NetworkQ(bob.page);
  await a.openPlan(planName);
  await b.openPlan(planName);
  await bob.context.setOffline(true);
  await bob.page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await b.addBooking('Offline picnic', '12');
  await expect(b.bookings()).toContainText('Offline picnic');
  await expect(b.saveStatus()).toHaveText('Offline — changes kept on this device');
  await alice.page.waitForTimeout(1000);
  await expect(a.bookings()).not.toContainText('Offline picnic');
  await bob.context.setOffline(false);
  await bob.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(a.bookings()).toContainText('Offline picnic', { timeout: 15_000 });
  await expect(b.saveStatus()).toHaveText('Saved', { timeout: 15_000 });
});

test('turn rotations are co-edited live on the family hub, with the saved state', async () => {
  const open = async (page: Page) => {
    await page.goto('/family');
    await page.getByRole('tab', { name: 'Turn Rotations' }).click();
    await expect(page.getByTestId('turn-rotations').getByTestId('save-status')).toHaveText('Saved');
  };
  await open(alice.page);
  await open(bob.page);
  const task = `Dishes ${Date.now()}`;
  await alice.page.getByRole('button', { name: '+ Add Rotation' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Add Turn Rotation' });
  await dialog.getByLabel('Task').fill(task);
  await dialog.getByLabel('Participants').fill('Alice, Bob');
  await dialog.getByRole('button', { name: 'Add Rotation' }).click();
  const rowOnBob = bob.page.getByTestId('turn-rotations').locator('li').filter({ hasText: task });
  await expect(rowOnBob).toContainText('Current turn: Alice');
  await rowOnBob.getByRole('button', { name: 'Next Turn' }).click();
  await expect(
    alice.page.getByTestId('turn-rotations').locator('li').filter({ hasText: task }),
  ).toContainText('Current turn: Bob');
  await expect(bob.page.getByTestId('turn-rotations').getByTestId('save-status')).toHaveText('Saved');
  // Stored: the API (what other pages read) has it after the acknowledgement.
  const listed = (await (await bob.page.request.get('/api/turn-rotations')).json()) as {
    task_name: string;
    current_turn: string;
  }[];
  expect(listed.find((r) => r.task_name === task)?.current_turn).toBe('Bob');
  await lookAt(alice.page, 'rotations-tab', { fullPage: true });
});
