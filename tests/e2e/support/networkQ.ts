import { expect, type Page } from '@playwright/test';

/** Page object of /network-q. */
export class NetworkQ {
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
  saveStatus() {
    return this.page.getByTestId('save-status');
  }
  /** Records every text the save status shows from now on (some last only a few milliseconds). */
  async recordSaveStatus() {
    await this.page.evaluate(() => {
      const el = document.querySelector('[data-testid="save-status"]')!;
      const w = window as unknown as { saveStates: string[] };
      w.saveStates = [el.textContent ?? ''];
      new MutationObserver(() => w.saveStates.push(el.textContent ?? '')).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
  }
  recordedSaveStates() {
    return this.page.evaluate(() => (window as unknown as { saveStates: string[] }).saveStates);
  }
}
