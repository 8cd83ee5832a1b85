import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { todayIn } from '@hearth/shared';
import { DEMO_PASSWORD, seedDemo } from '../../server/src/ops/seedDemo';
import { LoginScreen, Shell } from './support/shell';

/**
 * Accessibility (issue 7 point 5): every route in work and life mode, the public pages and the main
 * modals, checked with axe (WCAG 2 A and AA, no serious or critical violation); every modal keeps Tab
 * inside, closes with Escape and gives focus back to its opener; every form control has a label.
 * The data comes from the demo seed so tables, charts and lists are full.
 */

// Colours are checked at rest: with reduced motion the app's CSS settles transitions and fade-ins at once,
// so axe never measures a button halfway through its entrance (a false contrast failure).
test.use({ reducedMotion: 'reduce' });
// Each check only reads the demo family: they spread over the workers (each seeds its own family).
test.describe.configure({ mode: 'parallel' });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;

interface Account {
  email: string;
}
let jordan: Account;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  jordan = { email: `jordan-${tag}@hearth.demo` };
  await seedDemo(BASE, todayIn('UTC'), [
    { name: 'Jordan Rivera', email: jordan.email },
    { name: 'Casey Rivera', email: `casey-${tag}@hearth.demo` },
  ]);
});

/** The demo adult signed in through the login page, in a context of their own. */
async function signedInJordan(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const login = new LoginScreen(page);
  await login.open();
  await login.signIn(jordan.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** Serious and critical WCAG 2 A/AA violations, one readable line per rule and element. */
async function axeProblems(page: Page): Promise<string[]> {
  // Only violations are reported back (passes and incomplete results cost axe the most to collect).
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] });
  const result = await axe.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `[${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`,
      ),
    );
}

/** Visible inputs, selects and text areas without an accessible name (label, aria-label(ledby), title). */
async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('input, select, textarea')];
    return controls
      .filter((el) => {
        if (el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset'].includes(el.type))
          return false;
        const style = getComputedStyle(el);
        const rendered = el.getClientRects().length > 0 || el.closest('label') !== null;
        if (!rendered || style.visibility === 'hidden') return false;
        const labels = (el as HTMLInputElement).labels;
        const byLabel = labels ? [...labels].some((l) => l.textContent?.trim()) : false;
        const byAria = el.getAttribute('aria-label')?.trim();
        const byRef = (el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .some((id) => id && document.getElementById(id)?.textContent?.trim());
        const byTitle = el.getAttribute('title')?.trim();
        return !(byLabel || byAria || byRef || byTitle);
      })
      .map((el) => el.outerHTML.slice(0, 160));
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy pages show "Loading…" first; wait for the page itself, then for its loading skeletons.
  await expect(page.locator('.page-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectAccessible(page: Page, where: string) {
  await settle(page);
  expect(await axeProblems(page), `axe on ${where}`).toEqual([]);
  expect(await unlabelledControls(page), `unlabelled form controls on ${where}`).toEqual([]);
}

/** The element that has focus is inside the open dialog. */
async function focusInsideDialog(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((d) => d.contains(document.activeElement));
}

/**
 * Opens a modal with its opener, checks it with axe and for labels, cycles Tab and Shift+Tab through
 * it (focus never leaves), closes it with Escape and expects focus back on the opener.
 */
async function checkModal(page: Page, opener: Locator, where: string) {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  const name = (await dialog.getAttribute('aria-labelledby'))
    ? await page.locator(`[id="${await dialog.getAttribute('aria-labelledby')}"]`).innerText()
    : '';
  expect(name.trim(), `the dialog opened on ${where} has a name`).not.toBe('');
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  await expect.poll(() => focusInsideDialog(dialog), `focus moves into "${name}"`).toBe(true);
  await expectAccessible(page, `${where}, dialog "${name}"`);

  const focusable = await dialog.evaluate(
    (d) =>
      [
        ...d.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((el) => el.getClientRects().length > 0).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < focusable + 2; i++) {
      await page.keyboard.press(key);
      expect(await focusInsideDialog(dialog), `${key} #${i + 1} stays inside "${name}" on ${where}`).toBe(
        true,
      );
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, `focus returns to the opener of "${name}" on ${where}`).toBeFocused();
}

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string | RegExp) =>
  main(page).getByRole('button', { name, exact: typeof name === 'string' });

type Mode = 'work' | 'life';
interface PageCheck {
  path: string;
  /** Pages that render differently in work and life mode are checked in both. */
  modes?: Mode[];
  /** Openers of the page's main modals (after optional steps that reveal them). */
  modals?: ((page: Page) => Promise<Locator> | Locator)[];
}

const PAGES: PageCheck[] = [
  { path: '/dashboard', modes: ['work', 'life'] },
  { path: '/calendar', modals: [(p) => button(p, 'Subscribe')] },
  {
    path: '/tasks',
    modals: [(p) => button(p, 'Add Task'), (p) => button(p, /^Delete/).first()],
  },
  { path: '/meetings', modals: [(p) => button(p, 'Schedule Meeting')] },
  { path: '/projects', modals: [(p) => button(p, 'New Project')] },
  {
    path: '/contacts',
    modes: ['work', 'life'],
    modals: [(p) => button(p, 'Add Contact'), (p) => button(p, 'Import Contacts')],
  },
  { path: '/time-tracking', modes: ['work', 'life'], modals: [(p) => button(p, 'Log Time')] },
  {
    path: '/expenses',
    modals: [
      (p) => button(p, 'Add Expense'),
      (p) => button(p, 'Scan Receipt'),
      (p) => button(p, 'Link Card'),
      (p) => button(p, 'Import Statement'),
    ],
  },
  { path: '/recurring-charges', modals: [(p) => button(p, 'Add Charge')] },
  {
    path: '/banking',
    modals: [(p) => button(p, 'Add Account'), (p) => button(p, 'Create Budget')],
  },
  {
    path: '/trackers',
    modals: [(p) => button(p, '+ Add Tracker'), (p) => button(p, 'Add Reading').first()],
  },
  {
    path: '/time-blocks',
    modals: [(p) => button(p, '+ Add Block'), (p) => button(p, 'Templates')],
  },
  {
    path: '/family',
    modals: [
      (p) => button(p, 'Invite Member'),
      (p) => button(p, '+ New Family Plan'),
      (p) => button(p, '+ Add Child'),
      async (p) => {
        await main(p).getByRole('tab', { name: 'Caregivers' }).click();
        return button(p, '+ Add Caregiver');
      },
      async (p) => {
        await main(p).getByRole('tab', { name: 'Activities' }).click();
        return button(p, '+ Add Activity');
      },
    ],
  },
  {
    path: '/network-q',
    modals: [
      (p) => button(p, 'Create New Plan'),
      (p) => button(p, 'Add Method'),
      async (p) => {
        await main(p).getByTestId('plan-card').first().click();
        await expect(main(p).getByTestId('plan-detail')).toBeVisible();
        return button(p, '+ Invite People');
      },
      (p) => button(p, '+ Add Booking'),
      (p) => button(p, '+ Add Expense'),
      (p) => button(p, 'AI Search'),
    ],
  },
  {
    path: '/lists',
    modals: [
      (p) => button(p, 'New list').first(),
      async (p) => {
        const list = await (await p.request.post('/api/lists', { data: { name: 'Groceries' } })).json();
        await p.request.post(`/api/lists/${list.id}/items`, { data: { text: '2 kg flour' } });
        await p.goto(`/lists/${list.id}`);
        await expect(main(p).getByTestId('save-status')).toHaveText('Saved');
        await expectAccessible(p, '/lists/:id');
        return button(p, 'Settings');
      },
      (p) => button(p, 'Edit flour'),
    ],
  },
  { path: '/apps-gallery', modes: ['work', 'life'], modals: [(p) => button(p, 'Connect').first()] },
  { path: '/notifications' },
  { path: '/profile', modals: [(p) => button(p, 'AI Avatar')] },
];

for (const check of PAGES) {
  for (const mode of check.modes ?? ['work']) {
    const label = check.modes ? `${check.path} in ${mode} mode` : check.path;
    test(`${label}: axe, labels${check.modals ? ', modals' : ''}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await signedInJordan(browser);
      if (mode === 'life') await new Shell(page).mode('Life').click();
      await page.goto(check.path);
      if (mode === 'life') await expect(new Shell(page).mode('Life')).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, label);
      if (mode === (check.modes?.[0] ?? 'work'))
        for (const open of check.modals ?? []) {
          const opener = await open(page);
          await expect(opener).toBeEnabled();
          await checkModal(page, opener, label);
        }
      await page.context().close();
    });
  }
}

test('sidebar, ticker and the assistant panel open', async ({ browser }) => {
  const page = await signedInJordan(browser);
  await page.getByRole('button', { name: 'AI assistant' }).click();
  await expect(page.getByRole('button', { name: 'AI assistant' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'dashboard with the assistant open');
  await page.context().close();
});

test('public pages: welcome, sign in, sign up, the verify overlay and /verify', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hearth', level: 1 })).toBeVisible();
  await expectAccessible(page, '/');

  const login = new LoginScreen(page);
  await login.open();
  await expectAccessible(page, '/login (sign in)');
  await login.showSignUp();
  await expectAccessible(page, '/login (sign up)');
  await login.fillSignUp({
    name: 'Robin Ally',
    email: `robin-${randomUUID().slice(0, 8)}@example.test`,
    password: 'correct horse battery',
  });
  await login.submitSignUp();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await expectAccessible(page, '/login (verify overlay)');

  await page.goto('/verify');
  await expect(page.getByText('Invalid verification link')).toBeVisible();
  await expectAccessible(page, '/verify (invalid link)');
  await page.goto('/verify?token=wrong&email=nobody%40example.test');
  await expect(page.getByRole('main')).not.toContainText('Verifying');
  await expectAccessible(page, '/verify (failed)');
});

for (const theme of ['modern', 'bold'] as const) {
  test(`the ${theme} theme: dashboard, tasks, expenses and family pass axe`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInJordan(browser);
    await page.evaluate((t) => localStorage.setItem('hearth_theme', t), theme);
    for (const path of ['/dashboard', '/tasks', '/expenses', '/family']) {
      await page.goto(path);
      await expect(page.locator('html, body').first()).toBeVisible();
      await expectAccessible(page, `${path} in the ${theme} theme`);
    }
    await page.context().close();
  });
}
