import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { childOnPhone, signedInMember, type Member } from './support/users';
import { lookAt } from './support/lookAt';

// Shared lists with three browser contexts: two adults on desktop and a child on a phone.
class ListScreen {
  constructor(readonly page: Page) {}
  readonly items = () => this.page.getByTestId('list-items');
  readonly ticked = () => this.page.getByTestId('ticked-items');
  readonly saveStatus = () => this.page.getByTestId('save-status');
  readonly item = (text: string) => this.page.getByTestId('list-item').filter({ hasText: text });
  async open(name: string) {
    await this.page.goto('/lists');
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(this.page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    await expect(this.saveStatus()).toHaveText('Saved');
  }
  async add(typed: string) {
    await this.page.getByLabel('New item').fill(typed);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  async tick(text: string) {
    await this.page.getByRole('checkbox', { name: text, exact: true }).check();
  }
}

const newList = async (m: Member, data: Record<string, unknown>) => {
  const res = await m.page.request.post('/api/lists', { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
};

let casey: Member, robin: Member, kid: { context: BrowserContext; page: Page };
test.beforeAll(async ({ browser }) => {
  casey = await signedInMember(browser, { name: 'Casey' });
  robin = await signedInMember(browser, { name: 'Robin', inFamilyOf: casey });
  kid = await childOnPhone(browser, casey.page, 'Mia');
});
test.afterAll(async () => {
  for (const c of [casey.context, robin.context, kid.context]) await c.close();
});

test('a list is edited live in two browsers: presence, adds, ticks, drag, clear into history and add again', async () => {
  await casey.page.goto('/lists');
  await casey.page.getByRole('button', { name: 'New list' }).first().click();
  const modal = casey.page.getByTestId('create-list-modal');
  await modal.getByLabel('Name').fill('Weekly shop');
  await modal.getByRole('button', { name: 'Create list' }).click();
  await expect(casey.page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/);
  const a = new ListScreen(casey.page);
  const b = new ListScreen(robin.page);
  await expect(a.saveStatus()).toHaveText('Saved');
  await b.open('Weekly shop');

  // Presence: each sees the other shopping.
  await expect(a.page.getByTestId('presence')).toContainText('Robin is shopping');
  await expect(b.page.getByTestId('presence')).toContainText('Casey is shopping');

  await a.add('2 kg flour');
  await expect(b.item('flour')).toContainText('2 kg');
  await b.add('milk x3');
  await b.add('bread');
  await expect(a.item('milk')).toContainText('×3');
  await expect(a.item('bread')).toBeVisible();

  // Drag bread onto flour (the first item): it moves first, in both browsers.
  const handle = a.page.getByRole('button', { name: 'Move bread' });
  const target = a.item('flour');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await a.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await a.page.mouse.down();
  await a.page.mouse.move(to.x + 60, to.y + 8, { steps: 5 });
  await a.page.mouse.up();
  await expect(b.page.getByTestId('list-item').first()).toContainText('bread');
  await expect(a.page.getByTestId('list-item').first()).toContainText('bread');

  // Robin ticks the milk; Casey sees who did.
  await b.tick('milk');
  await expect(a.ticked()).toContainText('Ticked by Robin');
  await expect(a.saveStatus()).toHaveText('Saved');

  // Casey files the flour under Baking: the group shows in Robin's browser.
  await a.page.getByRole('button', { name: 'Edit flour' }).click();
  const edit = a.page.getByTestId('edit-item-modal');
  await edit.getByLabel('Category').fill('Baking');
  await edit.getByLabel('Note').fill('strong white');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(b.page.getByRole('heading', { name: 'Baking' })).toBeVisible();
  await expect(b.item('flour')).toContainText('strong white');

  // Clear ticked: milk goes to the history; typing offers it again.
  await b.page.getByRole('button', { name: 'Clear ticked' }).click();
  await expect(a.page.getByTestId('list-history')).toContainText('milk');
  await a.page.getByLabel('New item').fill('mi');
  await a.page
    .getByRole('list', { name: 'Suggestions from history' })
    .getByRole('button', { name: /milk/ })
    .click();
  await expect(b.item('milk')).toContainText('×3');
  await expect(b.saveStatus()).toHaveText('Saved');
  await lookAt(a.page, 'lists-detail-desktop', { fullPage: true });
  await a.page.goto('/lists');
  await expect(a.page.getByRole('link', { name: /Weekly shop/ })).toBeVisible();
  await lookAt(a.page, 'lists-desktop', { fullPage: true });
});

test('ticks and additions made offline on a phone merge when the network returns', async () => {
  await newList(casey, { name: 'Party supplies', kind: 'shopping', sharing: 'family' });
  const a = new ListScreen(casey.page);
  const k = new ListScreen(kid.page);
  await a.open('Party supplies');
  await a.add('balloons');
  await a.add('6 cups');
  await k.open('Party supplies');
  await expect(k.item('balloons')).toBeVisible();

  await kid.context.setOffline(true);
  await kid.page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await k.tick('balloons');
  await k.add('3 x candles');
  await expect(k.saveStatus()).toHaveText('Offline — changes kept on this device');
  await a.add('crisps');
  await expect(k.item('crisps')).toHaveCount(0);
  await lookAt(kid.page, 'lists-detail-phone', { fullPage: true });

  await kid.context.setOffline(false);
  await kid.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(a.item('candles')).toContainText('×3', { timeout: 15_000 });
  await expect(a.ticked()).toContainText('Ticked by Mia');
  await expect(k.item('crisps')).toBeVisible({ timeout: 15_000 });
  await expect(k.saveStatus()).toHaveText('Saved', { timeout: 15_000 });
  // Stored, not only broadcast: a reload in Casey's browser reads the same.
  await casey.page.reload();
  await expect(a.item('candles')).toBeVisible();
  await expect(a.ticked()).toContainText('balloons');
});

test('a personal list stays its owner’s: the child neither sees it nor opens it by its address', async () => {
  const secret = await newList(casey, { name: 'Birthday surprise', kind: 'todo', sharing: 'personal' });
  await newList(casey, { name: 'Chores for all', kind: 'todo', sharing: 'family' });
  await kid.page.goto('/lists');
  await expect(kid.page.getByRole('link', { name: /Chores for all/ })).toBeVisible();
  await expect(kid.page.getByRole('link', { name: /Birthday surprise/ })).toHaveCount(0);
  await lookAt(kid.page, 'lists-phone', { fullPage: true });
  await kid.page.goto(`/lists/${secret.id}`);
  await expect(kid.page.getByText('This list is not shared with you')).toBeVisible();
  // The menu on the phone offers Lists to the child.
  await kid.page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    kid.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists', exact: true }),
  ).toBeVisible();

  // Casey shares it with the whole family in its settings: now the child has it.
  const a = new ListScreen(casey.page);
  await a.open('Birthday surprise');
  await casey.page.getByRole('button', { name: 'Settings' }).click();
  const settings = casey.page.getByTestId('list-settings-modal');
  await settings.getByLabel('Shared with').selectOption('family');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect(casey.page.getByTestId('list-page').getByText('Whole family', { exact: true })).toBeVisible();
  await kid.page.goto('/lists');
  await expect(kid.page.getByRole('link', { name: /Birthday surprise/ })).toBeVisible();
});
