import { expect, test, type Page } from '@playwright/test';
import { Shell } from './support/shell';
import { childOnPhone, signedInMember } from './support/users';
import { lookAt } from './support/lookAt';

/** The chores page of one family member. */
class ChoresPage {
  constructor(readonly page: Page) {}
  readonly root = () => this.page.getByTestId('chores-page');
  readonly today = () => this.page.getByTestId('chores-today');
  readonly item = (name: string) => this.today().getByTestId('chore-item').filter({ hasText: name });
  readonly leaderboard = () => this.page.getByTestId('chores-leaderboard');
  async open() {
    await this.page.goto('/chores');
    await expect(this.root().getByTestId('save-status')).toHaveText('Saved');
  }
  async addChore(name: string, who: string[], points: number) {
    await this.page.getByRole('button', { name: '+ Add Chore' }).click();
    const form = this.page.getByRole('dialog', { name: 'Add Chore' });
    await form.getByLabel('Chore', { exact: true }).fill(name);
    for (const w of who) await form.getByLabel(w, { exact: true }).check();
    await form.getByLabel('Points').fill(String(points));
    await form.getByRole('button', { name: 'Add Chore' }).click();
    await expect(form).toHaveCount(0);
  }
}

// Three browsers on a loaded machine: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('a parent gives a chore to the child, the child ticks it on the phone, the other adult sees it done with the points', async ({
  browser,
}) => {
  const parent = await signedInMember(browser, { name: 'Pat' });
  const robin = await signedInMember(browser, { name: 'Robin', inFamilyOf: parent });
  const kid = await childOnPhone(browser, parent.page, 'Mia');
  const [pat, rob, mia] = [new ChoresPage(parent.page), new ChoresPage(robin.page), new ChoresPage(kid.page)];

  await pat.open();
  await rob.open();
  await expect(pat.today()).toContainText('No chores yet');
  await pat.addChore('Feed the cat', ['Mia'], 10);
  await pat.addChore('Pay the bills', ['Robin'], 5);
  // Live on Robin's open page.
  await expect(rob.item('Feed the cat')).toContainText('Mia');
  await expect(rob.item('Pay the bills')).toContainText('Robin (you)');

  // The child finds Chores in the phone's menu: only her own chore, with a Done button.
  await kid.page.getByRole('button', { name: 'Open menu' }).click();
  await new Shell(kid.page).navLink('Chores').click();
  await expect(mia.root().getByTestId('save-status')).toHaveText('Saved');
  await expect(mia.item('Feed the cat')).toContainText('Mia (you)');
  await expect(mia.item('Pay the bills')).toHaveCount(0);
  await expect(kid.page.getByRole('button', { name: '+ Add Chore' })).toHaveCount(0);
  await expect(kid.page.getByRole('button', { name: 'Edit Feed the cat' })).toHaveCount(0);

  await mia.item('Feed the cat').getByRole('button', { name: 'Done' }).click();
  await expect(kid.page.getByTestId('chores-undo')).toContainText('Feed the cat marked done');
  // Robin's page shows it done, and Mia's points on this week's leaderboard, without a reload.
  await expect(rob.item('Feed the cat').getByTestId('chore-done')).toBeVisible();
  await expect(rob.leaderboard()).toContainText('Mia');
  await expect(rob.leaderboard().getByTestId('leaderboard-points')).toHaveText(['10 pts']);

  // Undo within the minute: taken back everywhere; ticked again, it stays.
  await kid.page.getByTestId('chores-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(rob.item('Feed the cat').getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(rob.leaderboard()).toContainText('No points yet this week');
  await mia.item('Feed the cat').getByRole('button', { name: 'Done' }).click();
  await expect(rob.item('Feed the cat').getByTestId('chore-done')).toBeVisible();
  await expect(mia.root().getByTestId('save-status')).toHaveText('Saved');
  await expect(kid.page.getByTestId('my-balance')).toHaveText('10');

  // A reward the parent defines, claimed by the child, approved by the other adult.
  await parent.page.getByRole('button', { name: '+ Add Reward' }).click();
  const reward = parent.page.getByRole('dialog', { name: 'Add Reward' });
  await reward.getByLabel('Reward').fill("Choose Friday's film");
  await reward.getByLabel('Points').fill('10');
  await reward.getByRole('button', { name: 'Add Reward' }).click();
  await kid.page.getByTestId('chores-rewards').getByRole('button', { name: 'Claim' }).click();
  await expect(kid.page.getByTestId('my-balance')).toHaveText('0');
  const claims = robin.page.getByTestId('reward-claims');
  await expect(claims).toContainText("Mia: Choose Friday's film");
  await claims.getByRole('button', { name: 'Approve' }).click();
  await expect(kid.page.getByTestId('reward-claims')).toContainText('approved');
  await lookAt(kid.page, 'chores-child-phone', { fullPage: true });
  await lookAt(parent.page, 'chores-desktop', { fullPage: true });

  // What the child cannot see: other members' chores (not even through the API) and money.
  const asKid = (await (await kid.page.request.get('/api/chores')).json()) as { name: string }[];
  expect(asKid.map((c) => c.name)).toEqual(['Feed the cat']);
  for (const money of ['/banking', '/expenses']) {
    await kid.page.goto(money);
    await expect(kid.page.getByTestId('role-gate')).toBeVisible();
  }
  expect((await kid.page.request.get('/api/expenses?scope=family')).status()).toBe(403);

  // The life dashboard's Today card, on a desktop and on a phone.
  await parent.page.goto('/dashboard');
  await new Shell(parent.page).mode('Life').click();
  const card = parent.page.getByTestId('today-chores');
  await expect(card.getByTestId('chore-item').filter({ hasText: 'Feed the cat' })).toContainText('✓ Done');
  await expect(card).toContainText('Pay the bills');
  await lookAt(parent.page, 'chores-dashboard-desktop', { fullPage: true });
  await parent.page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await lookAt(card, 'chores-dashboard-phone');
  await pat.open();
  await parent.page.getByRole('button', { name: '+ Add Chore' }).click();
  await lookAt(parent.page, 'chores-form-phone');
  await kid.context.close();
});
