import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './support/users';
import { lookAt } from './support/lookAt';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/contacts');
const shot = (page: Page, name: string) => lookAt(page, `work-e2e-${name}`, { fullPage: true });

/** Answers the app's confirmation dialog with its danger button. */
async function confirmDelete(page: Page) {
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test('tasks, meetings, projects: add and delete through the UI', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Tess' });

  await page.goto('/tasks');
  await expect(page.getByTestId('tasks-page').getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Task' }).click();
  const taskModal = page.getByTestId('task-modal');
  await taskModal.getByLabel('Title').fill('Write the quarterly report');
  await taskModal.getByLabel('Priority').selectOption('high');
  await taskModal.getByLabel('Time Estimate (hours)').fill('2.5');
  await taskModal.getByRole('button', { name: 'Add Task' }).click();
  const row = page.getByRole('row', { name: /Write the quarterly report/ });
  await expect(row).toContainText('High');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('2.5h');
  const status = row.getByLabel('Status of Write the quarterly report');
  await expect(status).toHaveValue('pending');
  await status.selectOption('completed');
  await page.reload();
  await expect(
    page.getByRole('row', { name: /Write the quarterly report/ }).getByLabel(/Status of/),
  ).toHaveValue('completed');
  await shot(page, 'tasks');
  await row.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Are you sure you want to delete this task?')).toBeVisible();
  await confirmDelete(page);
  await expect(page.getByText('No tasks yet')).toBeVisible();

  await page.goto('/meetings');
  await expect(page.getByText('No meetings scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const mm = page.getByTestId('meeting-modal');
  await mm.getByLabel('Title').fill('Design review');
  await mm.getByLabel('Date').fill('2026-04-02');
  await mm.getByLabel('Time').fill('14:30');
  await mm.getByLabel('Platform').selectOption('zoom');
  await mm.getByLabel('Meeting Link').fill('https://zoom.example/j/42');
  await mm.getByRole('button', { name: 'Schedule Meeting' }).click();
  const mrow = page.getByRole('row', { name: /Design review/ });
  await expect(mrow.getByRole('link', { name: 'Join Meeting' })).toHaveAttribute(
    'href',
    'https://zoom.example/j/42',
  );
  await expect(mrow).toContainText('2:30 PM');
  await shot(page, 'meetings');
  await mrow.getByRole('button', { name: /Delete/ }).click();
  await confirmDelete(page);
  await expect(page.getByText('No meetings scheduled')).toBeVisible();

  await page.goto('/projects');
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const pm = page.getByTestId('project-modal');
  await pm.getByLabel('Name').fill('Kitchen remodel');
  await pm.getByLabel('Budget').fill('12000');
  await pm.getByLabel('Spent so far').fill('3000');
  await pm.getByRole('button', { name: 'Create Project' }).click();
  const card = page.getByTestId('project-card');
  await expect(card).toContainText('Kitchen remodel');
  await expect(card).toContainText('$12,000.00');
  await expect(card).toContainText('Active');
  await shot(page, 'projects');
  await card.getByRole('button', { name: 'Delete Project' }).click();
  await confirmDelete(page);
  await expect(page.getByText('No projects yet')).toBeVisible();
});

test('contacts: add, separated/universal toggle remembered, import a CSV, delete', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Cora' });
  await page.goto('/contacts');
  await expect(page.getByText('No work contacts yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const cm = page.getByTestId('contact-modal');
  await cm.getByLabel('Name').fill('Life Friend');
  await cm.getByLabel('Category').selectOption('life');
  await cm.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByTestId('contact-count')).toHaveText('0 of 1 contacts');
  await page
    .getByRole('radio', { name: 'Universal' })
    .or(page.getByRole('button', { name: 'Universal' }))
    .first()
    .click();
  await expect(page.getByTestId('contact-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('contact-count')).toHaveText('1 contacts');

  await page.getByRole('button', { name: 'Import Contacts' }).click();
  const modal = page.getByTestId('import-modal');
  await modal.getByTestId('import-file').setInputFiles(path.join(SAMPLES, 'outlook-en.csv'));
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(modal.getByText('Import complete: 2 imported, 0 failed of 2.')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6000 }); // closes by itself after 3 s
  await expect(page.getByTestId('contact-card')).toHaveCount(3);
  await expect(page.getByText('Rear Admiral · US Navy')).toBeVisible();
  await shot(page, 'contacts');

  // A file without valid rows: the spec's alert.
  await page.getByRole('button', { name: 'Import Contacts' }).click();
  await modal.getByTestId('import-file').setInputFiles(path.join(SAMPLES, 'no-valid-rows.csv'));
  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.accept();
  });
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect.poll(() => messages).toEqual(['No valid contacts found in file']);
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
  await expect(page.getByText('Are you sure you want to delete this contact?')).toBeVisible();
  await confirmDelete(page);
  await expect(page.getByTestId('contact-card')).toHaveCount(2);
});

test('time tracking: log and delete an entry; timer start, pause, resume, stop saves an entry', async ({
  browser,
}) => {
  const { page } = await signedInMember(browser, { name: 'Tim' });
  await page.goto('/time-tracking');
  await expect(page.getByText('No time entries yet')).toBeVisible();
  await page.getByRole('button', { name: 'Log Time' }).first().click();
  const tm = page.getByTestId('time-entry-modal');
  await tm.getByLabel('Description').fill('Client call');
  await tm.getByLabel('Hours').fill('1.5');
  await tm.getByLabel('Value per Hour').fill('120');
  await tm.getByRole('button', { name: 'Log Time' }).click();
  const row = page.getByRole('row', { name: /Client call/ });
  await expect(row).toContainText('$180.00');
  await expect(page.getByTestId('stat-total-hours')).toContainText('1.5');

  // A second tab follows the timer live.
  const other = await page.context().newPage();
  await other.goto('/time-tracking');

  await page.getByLabel('What are you working on?').fill('Focus block');
  await page.getByRole('button', { name: 'Start Timer' }).click();
  await expect(page.getByTestId('clock-display')).toHaveText(/00:00:0\d/);
  await expect(page.getByTestId('time-clock-widget')).toBeVisible();
  await expect(other.getByTestId('clock-display')).toBeVisible();
  await expect(page.getByTestId('clock-display')).toHaveText(/00:00:0[2-9]/);
  await page.getByTestId('time-clock').getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('time-clock').getByText('Timer is paused')).toBeVisible();
  await expect(other.getByTestId('time-clock').getByText('Timer is paused')).toBeVisible();
  const frozen = await page.getByTestId('clock-display').textContent();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('clock-display')).toHaveText(frozen!);
  await shot(page, 'timer-paused');
  await page.getByTestId('time-clock').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('time-clock').getByText('Timer is paused')).toBeHidden();
  await page.getByTestId('time-clock').getByRole('button', { name: 'Stop & Save' }).click();
  await expect(page.getByRole('row', { name: /Focus block/ })).toContainText('0.01');
  await expect(page.getByTestId('time-clock-widget')).toBeHidden();
  await expect(other.getByRole('row', { name: /Focus block/ })).toBeVisible();
  await expect(other.getByLabel('What are you working on?')).toBeVisible();
  await shot(page, 'time-tracking');

  await row.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Are you sure you want to delete this time entry?')).toBeVisible();
  await confirmDelete(page);
  await expect(page.getByRole('row', { name: /Client call/ })).toHaveCount(0);
});

test('calendar: month, week and day views with navigation', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Cal' });
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  await page.request.post('/api/meetings', { data: { title: 'Sync today', date: today, time: '09:00' } });
  for (const title of ['T1', 'T2', 'T3'])
    await page.request.post('/api/tasks', { data: { title, due_date: today } });
  await page.goto('/calendar');
  const cell = page.locator(`.cal-cell[data-date="${today}"]`);
  await expect(cell).toHaveClass(/cal-today/);
  await expect(cell).toContainText('Sync today');
  await expect(cell).toContainText('+1 more');
  await shot(page, 'calendar-month');
  const month = await page.getByTestId('calendar-range').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('calendar-range')).not.toHaveText(month!);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByTestId('calendar-range')).toHaveText(month!);

  await page
    .getByRole('radio', { name: 'Week', exact: true })
    .or(page.getByRole('button', { name: 'Week', exact: true }))
    .first()
    .click();
  await expect(page.getByTestId('calendar-week').locator('.cal-week-day')).toHaveCount(7);
  await expect(page.getByTestId('calendar-week').locator('h3').first()).toContainText('Sun');
  await expect(page.getByTestId('calendar-week')).toContainText('T3');

  await page
    .getByRole('radio', { name: 'Day', exact: true })
    .or(page.getByRole('button', { name: 'Day', exact: true }))
    .first()
    .click();
  const day = page.getByTestId('calendar-day');
  await expect(day.locator('.cal-hour')).toHaveCount(24);
  await expect(day.locator('.cal-hour-label').first()).toHaveText('12 AM');
  await expect(day.locator('.cal-hour-label').last()).toHaveText('11 PM');
  await expect(day.getByText('Tasks Due Today')).toBeVisible();
  await expect(day.locator('.cal-hour').nth(9)).toContainText('Sync today');
  await shot(page, 'calendar-day');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(day.getByText('No tasks due.')).toBeVisible();
});

test('dashboard shows the seeded figures in work and life modes', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Dana' });
  const post = (url: string, data: object) => page.request.post(url, { data });
  const done = await (
    await post('/api/tasks', { title: 'Report', status: 'completed', time_estimate: 1 })
  ).json();
  await post('/api/tasks', { title: 'Plan' });
  await post('/api/projects', { name: 'Alpha' });
  await post('/api/time-entries', { description: 'Work', hours: 3, category: 'work', task_id: done.id });
  await post('/api/time-entries', { description: 'Rest', hours: 1, category: 'downtime' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Work Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-total-tasks')).toContainText('2');
  await expect(page.getByTestId('stat-total-tasks')).toContainText('50.0% completed');
  await expect(page.getByTestId('stat-active-projects')).toContainText('1');
  await expect(page.getByTestId('stat-productivity')).toContainText('75.0%');
  await expect(page.getByTestId('status-pending')).toHaveText('1');
  await expect(page.getByTestId('status-completed')).toHaveText('1');
  await expect(page.getByTestId('financial-overview')).toContainText('$0.00');
  await shot(page, 'dashboard-work');

  await page.evaluate(() => {
    localStorage.setItem('hearth_view_mode', 'life');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Life Dashboard' })).toBeVisible();
  await expect(
    page.getByText('No kids added yet. Add kids in the Family Hub to see their schedules here.'),
  ).toBeVisible();
  await expect(page.getByTestId('drift-tasks')).toContainText('Report');
  await expect(page.getByText('Value Scale Insights')).toBeVisible();
  await expect(page.getByTestId('stat-value-scale')).toContainText(String(Math.round(0.6 * 100 + 0.4 * 50)));
  await shot(page, 'dashboard-life');
  await page.getByLabel('Life Category').selectOption('pets');
  await expect(page.getByText(/Coming soon/)).toBeVisible();
});

test('lists update live in another tab; the kids view shows the family hub children', async ({ browser }) => {
  const { page, context } = await signedInMember(browser, { name: 'Liv' });
  const other = await context.newPage();
  await page.goto('/tasks');
  await other.goto('/tasks');
  await expect(other.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByTestId('task-modal').getByLabel('Title').fill('Seen elsewhere');
  await page.getByTestId('task-modal').getByRole('button', { name: 'Add Task' }).click();
  await expect(other.getByRole('row', { name: /Seen elsewhere/ })).toBeVisible();

  const child = await (
    await page.request.post('/api/children', { data: { name: 'Maya', grade: '3', school: 'Oak Elementary' } })
  ).json();
  await page.request.post('/api/kid-activities', { data: { child_id: child.id, name: 'Soccer' } });
  await page.evaluate(() => localStorage.setItem('hearth_view_mode', 'life'));
  await page.goto('/dashboard');
  const kids = page.getByTestId('dashboard-kids');
  await expect(kids).toContainText('Maya');
  await expect(kids).toContainText('Grade 3 · Oak Elementary');
  await expect(kids).toContainText('1 activity');
});
