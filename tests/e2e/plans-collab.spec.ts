import { expect, test, type Page } from '@playwright/test';
import { signedInMember, type Member } from './support/users';

/** Page object of /network-q. */
class NetworkQ {
  constructor(readonly page: Page) {}
  async openPlan(name: string) {
    await this.page.goto('/network-q');
    await this.page.getByTestId('plan-card').filter({ hasText: name }).click();
    await expect(this.page.getByTestId('plan-detail')).toBeVisible();
    await expect(this.page.getByText('Loading collaborative plans...')).toHaveCount(0);
  }
  async addBooking(name: string, cost: string) {
    await this.page.getByRole('button', { name: '+ Add Booking' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Booking' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Cost').fill(cost);
    await dialog.getByRole('button', { name: 'Add Booking' }).click();
    await expect(dialog).toHaveCount(0);
  }
  async addExpense(description: string, total: string, names: string) {
    await this.page.getByRole('button', { name: '+ Add Expense' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Shared Expense' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Total amount').fill(total);
    await dialog.getByLabel('Participants').fill(names);
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await expect(dialog).toHaveCount(0);
  }
  bookings() {
    return this.page.getByTestId('bookings');
  }
}

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
  await a.addBooking('Cabin by the lake', '240');
  await expect(b.bookings()).toContainText('Cabin by the lake', { timeout: 1000 });
  await a.addExpense('Groceries', '100', 'Alice, Bob, Cy');
  const expenses = bob.page.getByTestId('shared-expenses');
  await expect(expenses).toContainText('Groceries', { timeout: 1000 });
  await expect(expenses).toContainText('$33.34');
  await bob.page.screenshot({ path: '/tmp/plans-detail.png', fullPage: true });
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
  await alice.page.waitForTimeout(1000);
  await expect(a.bookings()).not.toContainText('Offline picnic');
  await bob.context.setOffline(false);
  await bob.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(a.bookings()).toContainText('Offline picnic', { timeout: 15_000 });
});
