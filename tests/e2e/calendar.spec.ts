import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInMember } from './support/users';
import { lookAt } from './support/lookAt';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = [
  path.resolve(here, '../../../shared/fixtures/calendars/zimbra-recurring-with-overrides.ics'),
  path.resolve(here, '../../../../shared/fixtures/calendars/zimbra-recurring-with-overrides.ics'),
].find((p) => {
  try {
    readFileSync(p);
    return true;
  } catch {
    return false;
  }
});

/** The calendar page: its cells and modals. */
class CalendarScreen {
  constructor(readonly page: Page) {}
  cell = (date: string) => this.page.locator(`.cal-cell[data-date="${date}"]`);
  async open() {
    await this.page.goto('/calendar');
    await expect(this.page.getByTestId('calendar-month')).toBeVisible();
  }
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Jordan and Sam, adults of one family, each in a browser of their own; Jordan has a one-hour Client call. */
async function twoAdultsWithMeeting(browser: Browser, date: string, time: string) {
  const jordan = await signedInMember(browser, { name: 'Jordan' });
  const sam = await signedInMember(browser, { name: 'Sam', inFamilyOf: jordan });
  const meeting = await jordan.page.request.post('/api/meetings', {
    data: { title: 'Client call', date, time, duration: 1 },
  });
  expect(meeting.ok()).toBe(true);
  return { jordan, sam };
}

type Member = Awaited<ReturnType<typeof twoAdultsWithMeeting>>['jordan'];

/**
 * Sam saved something that clashes with Jordan's meeting: warned at once, Sam keeps it; Jordan's open
 * dashboard flags it live, and one click there gives it to Sam.
 */
async function warnedThenGivenToSam(sam: Member, jordan: Member, message: string) {
  const clash = sam.page.getByTestId('clash-dialog');
  await expect(clash).toContainText(message);
  await clash.getByRole('button', { name: 'Keep it' }).click();
  const flagged = jordan.page.getByTestId('conflict');
  await expect(flagged).toContainText(message);
  await flagged.getByRole('button', { name: 'Give to Sam' }).click();
  await expect(flagged).toHaveCount(0);
}

test('a weekly meeting: created with a repeat, one occurrence moved on its own', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Jordan' });
  const cal = new CalendarScreen(page);
  await cal.open();
  const month = thisMonth();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const modal = page.getByTestId('event-modal');
  await modal.getByLabel('Title').fill('Swim squad');
  await modal.getByLabel('Date').fill(`${month}-01`);
  await modal.getByLabel('Time', { exact: true }).fill('17:00');
  await modal.getByLabel('Repeats').selectOption('weekly');
  await expect(modal.getByTestId('repeat-summary')).toContainText('Weekly on');
  await modal.getByRole('button', { name: 'Save' }).click();
  for (const day of ['01', '08', '15', '22'])
    await expect(cal.cell(`${month}-${day}`)).toContainText('Swim squad');

  await cal
    .cell(`${month}-08`)
    .getByRole('button', { name: /Swim squad/ })
    .click();
  const occ = page.getByTestId('occurrence-modal');
  await expect(occ).toContainText('Weekly on');
  await expect(occ.getByLabel('This event')).toBeChecked();
  await occ.getByLabel('Title').fill('Gala practice');
  await occ.getByLabel('Time').fill('18:00');
  await occ.getByRole('button', { name: 'Save' }).click();
  await expect(cal.cell(`${month}-08`)).toContainText('6:00 PM Gala practice');
  await expect(cal.cell(`${month}-15`)).toContainText('5:00 PM Swim squad');
  await expect(cal.cell(`${month}-01`)).toContainText('5:00 PM Swim squad');

  await cal
    .cell(`${month}-15`)
    .getByRole('button', { name: /Swim squad/ })
    .click();
  await page.getByTestId('occurrence-modal').getByRole('button', { name: 'Delete this one' }).click();
  await expect(cal.cell(`${month}-15`)).not.toContainText('Swim squad');
  await expect(cal.cell(`${month}-22`)).toContainText('Swim squad');
});

test('subscribing to a published calendar served locally shows its events read-only', async ({ browser }) => {
  test.skip(!FIXTURE, 'calendar fixtures (../shared/fixtures/calendars) absent');
  const feeds = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"1"' }).end(readFileSync(FIXTURE!, 'utf8'));
  });
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  try {
    const { page } = await signedInMember(browser, { name: 'Sam' });
    const cal = new CalendarScreen(page);
    await cal.open();
    await page.getByRole('button', { name: 'Calendars' }).click();
    const modal = page.getByTestId('subscriptions-modal');
    await expect(modal).toContainText('No calendars yet');
    await modal.getByLabel('Name').fill('Team calendar');
    await modal
      .getByLabel('Calendar URL')
      .fill(`http://127.0.0.1:${(feeds.address() as AddressInfo).port}/team.ics`);
    await modal.getByLabel('Colour').selectOption({ label: 'Green' });
    await modal.getByRole('button', { name: 'Add Calendar' }).click();
    const row = modal.getByTestId('subscription');
    await expect(row).toContainText('Team calendar');
    await expect(row).toContainText('1 events');
    await expect(row).not.toContainText('failed');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    // Monthly on the first Tuesday since 2012: one in every month, in the subscription's colour.
    const item = page.locator('.cal-external', { hasText: 'Crazy Event Thingy!' }).first();
    await expect(item).toBeVisible();
    await expect(item).toHaveCSS('background-color', 'rgb(22, 163, 74)');
  } finally {
    feeds.close();
  }
});

test('a clash with a meeting is flagged in the other adult’s browser and handed over in one click', async ({
  browser,
}) => {
  const today = new Date().toISOString().slice(0, 10);
  const { jordan, sam } = await twoAdultsWithMeeting(browser, today, '15:00');
  const jordanCal = new CalendarScreen(jordan.page);
  await jordanCal.open();

  const samCal = new CalendarScreen(sam.page);
  await samCal.open();
  await sam.page.getByRole('button', { name: 'Add Event' }).click();
  const modal = sam.page.getByTestId('event-modal');
  await modal.getByRole('button', { name: 'Family event' }).click();
  await modal.getByLabel('Title').fill('Pick-up Mia');
  await modal.getByLabel('Date').fill(today);
  await modal.getByLabel('Time', { exact: true }).fill('15:30');
  await modal.getByLabel('Minutes').fill('20');
  await modal.getByLabel('Jordan').check();
  await modal.getByRole('button', { name: 'Save' }).click();
  const message = 'Jordan has Client call 15:00–16:00 — Pick-up Mia at 15:30';
  // Saving it says so at once, with a hand-off; Sam keeps it as it is.
  const clash = sam.page.getByTestId('clash-dialog');
  await expect(clash).toContainText(message);
  await clash.getByRole('button', { name: 'Keep it' }).click();
  await expect(clash).toHaveCount(0);

  // Live in Jordan's browser, without reloading: on the calendar and on the dashboard.
  const flagged = jordan.page.getByTestId('conflict');
  await expect(flagged).toContainText(message);
  await expect(jordanCal.cell(today).locator('.cal-family.cal-conflict')).toContainText('Pick-up Mia');
  await expect(jordanCal.cell(today).locator('.cal-meeting.cal-conflict')).toContainText('Client call');
  await jordan.page.goto('/dashboard');
  await expect(jordan.page.getByTestId('conflict')).toContainText(message);
  await jordan.page.getByTestId('conflict').getByRole('button', { name: 'Give to Sam' }).click();
  await expect(jordan.page.getByTestId('conflict')).toHaveCount(0);
  await expect(sam.page.getByTestId('conflict')).toHaveCount(0);
});

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a school run given to an adult from the family hub form warns on saving and in that adult’s browser', async ({
  browser,
}) => {
  const today = localToday();
  const { jordan, sam } = await twoAdultsWithMeeting(browser, today, '15:00');
  expect((await sam.page.request.post('/api/children', { data: { name: 'Mia' } })).ok()).toBe(true);
  await jordan.page.goto('/dashboard');

  await sam.page.goto('/family');
  await sam.page.getByRole('tab', { name: 'School Schedule' }).click();
  await sam.page.getByRole('button', { name: '+ Add Schedule' }).click();
  const form = sam.page.getByRole('dialog');
  await form.getByLabel('Type').selectOption('pickup');
  await form.getByLabel('Time').fill('15:30');
  await form.getByLabel('Driver').selectOption({ label: 'Jordan' });
  await form.getByLabel(WEEKDAY[new Date().getDay()]!, { exact: true }).check();
  await form.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(sam.page.getByTestId('schedules-table')).toContainText('Jordan');

  await warnedThenGivenToSam(sam, jordan, 'Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30');
  await expect(sam.page.getByTestId('schedules-table')).toContainText('Sam');
});

test('a chore that clashes with a meeting: warned on saving, flagged in the other adult’s browser, that day handed over in one click', async ({
  browser,
}) => {
  const today = localToday();
  const { jordan, sam } = await twoAdultsWithMeeting(browser, today, '18:00');
  await jordan.page.goto('/dashboard');

  // Sam adds a daily chore that Jordan and Sam take turns at, Jordan first, due at 18:15.
  await sam.page.goto('/chores');
  await expect(sam.page.getByTestId('save-status')).toHaveText('Saved');
  await sam.page.getByRole('button', { name: '+ Add Chore' }).click();
  const form = sam.page.getByRole('dialog', { name: 'Add Chore' });
  await form.getByLabel('Chore', { exact: true }).fill('Bins');
  await form.getByLabel('Jordan', { exact: true }).check();
  await form.getByLabel('Sam', { exact: true }).check();
  await form.getByLabel('Due by').fill('18:15');
  await form.getByRole('button', { name: 'Add Chore' }).click();

  // Handing it over gives Sam that day only.
  await warnedThenGivenToSam(sam, jordan, 'Jordan has Client call 18:00–19:00 — Bins at 18:15');
  // Today's turn is Sam's on his open chores page; Jordan keeps the turn for tomorrow.
  const todays = sam.page.getByTestId('chores-today').getByTestId('chore-item').filter({ hasText: 'Bins' });
  await expect(todays).toContainText('Sam (you)');
  const calendar = new CalendarScreen(jordan.page);
  await calendar.open();
  await expect(calendar.cell(today).locator('.cal-chore')).toContainText('Bins · Sam');
  await expect(calendar.cell(today).locator('.cal-conflict')).toHaveCount(0);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (tomorrow.slice(0, 7) === today.slice(0, 7))
    await expect(calendar.cell(tomorrow).locator('.cal-chore')).toContainText('Bins · Jordan');
});

test('school runs and activities in the week and month grids: a clash flagged in the driver’s browser, handed over from the calendar', async ({
  browser,
}) => {
  const today = localToday();
  const { jordan, sam } = await twoAdultsWithMeeting(browser, today, '15:00');
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const todayName = weekday[new Date(`${today}T12:00:00Z`).getUTCDay()]!;
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await sam.page.request.post(path, { data });
    expect(res.ok(), `${path} ${res.status()}`).toBe(true);
    return res.json();
  };
  await jordan.page.request.post('/api/meetings', {
    data: { title: 'Standup', date: today, time: '09:00', duration: 0.25, rrule: 'FREQ=DAILY;COUNT=10' },
  });
  const mia = await post('/api/children', { name: 'Mia' });
  const leo = await post('/api/children', { name: 'Leo' });
  const idOf = async (m: typeof sam) => (await (await m.page.request.get('/api/auth/me')).json()).user.id;
  const jordanId = await idOf(jordan);
  await post('/api/school-schedules', {
    child_id: mia.id,
    type: 'dropoff',
    time: '08:15',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    assignee_id: await idOf(sam),
  });
  await post('/api/school-schedules', {
    child_id: mia.id,
    type: 'pickup',
    time: '15:30',
    days: [todayName],
    assignee_id: jordanId,
  });
  await post('/api/kid-activities', {
    child_id: leo.id,
    name: 'Swimming',
    days: ['Tuesday', 'Thursday', todayName],
    start_time: '17:00',
    end_time: '17:45',
    assignee_id: jordanId,
  });

  const calendar = new CalendarScreen(jordan.page);
  await calendar.open();
  await jordan.page.getByRole('button', { name: 'Week', exact: true }).click();
  const day = jordan.page.locator(`.cal-week-day[data-date="${today}"]`);
  const pickup = day.locator('.cal-school-run', { hasText: 'Pick-up Mia · Jordan' });
  await expect(pickup).toHaveClass(/cal-conflict/);
  await expect(pickup).toHaveAttribute(
    'title',
    /Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30/,
  );
  await expect(day.locator('.cal-activity')).toContainText('Swimming (Leo) · Jordan');
  await shoot(jordan.page, 'week');
  await jordan.page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(calendar.cell(today).locator('.cal-school-run.cal-conflict')).toContainText('Pick-up Mia');
  await shoot(jordan.page, 'month');

  // One click in the calendar's conflicts: the pick-up is Sam's, unflagged, in the grid at once.
  await jordan.page.getByRole('button', { name: 'Week', exact: true }).click();
  const flagged = jordan.page.getByTestId('conflict').filter({ hasText: 'pick-up of Mia' });
  await flagged.getByRole('button', { name: 'Give to Sam' }).click();
  await expect(flagged).toHaveCount(0);
  const given = day.locator('.cal-school-run', { hasText: 'Pick-up Mia · Sam' });
  await expect(given).not.toHaveClass(/cal-conflict/);
  // A click goes to where it is edited: the family hub's School Schedule tab.
  await given.click();
  await expect(jordan.page).toHaveURL(/\/family\?tab=schedules/);
  await expect(jordan.page.getByRole('tab', { name: 'School Schedule' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(jordan.page.getByTestId('schedules-table')).toContainText('Sam');
});

/** The calendar at 1280 and 390 px wide (looked at by hand: /tmp/calendar-duties-*.png). */
async function shoot(page: Page, view: 'week' | 'month') {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    // The menu slides between its desktop and phone forms: let it settle before the picture.
    await page.waitForTimeout(600);
    await lookAt(page, `calendar-duties-${view}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a repeating task: this one changed on its own, then the next one deleted; the series moves on', async ({
  browser,
}) => {
  const { page } = await signedInMember(browser, { name: 'Robin' });
  const rule = 'FREQ=WEEKLY;BYDAY=MO';
  const created = await page.request.post('/api/tasks', {
    data: { title: 'Bins out', due_date: '2030-01-07', rrule: rule },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/tasks');
  const table = page.getByTestId('tasks-table');
  await page.getByRole('button', { name: 'Edit Bins out' }).click();
  const modal = page.getByTestId('task-modal');
  await expect(modal.getByLabel('This task', { exact: true })).toBeChecked();
  await modal.getByLabel('Title').fill('Bins out (holiday)');
  await modal.getByLabel('Due Date').fill('2030-01-08');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(table).toContainText('Bins out (holiday)');
  await expect(table.getByRole('row').filter({ hasText: '↻' })).toContainText('Jan 14, 2030');

  await page.getByRole('button', { name: 'Edit Bins out', exact: true }).click();
  await page.getByTestId('task-modal').getByRole('button', { name: 'Delete this one' }).click();
  await expect(table.getByRole('row').filter({ hasText: '↻' })).toContainText('Jan 21, 2030');
});

test('a repeating meeting edited from the Meetings page: all of them renamed', async ({ browser }) => {
  const { page } = await signedInMember(browser, { name: 'Kim' });
  const made = await page.request.post('/api/meetings', {
    data: { title: 'Swim squad', date: '2030-01-01', time: '17:00', duration: 1, rrule: 'FREQ=WEEKLY' },
  });
  expect(made.ok()).toBe(true);
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'Edit Swim squad' }).click();
  const modal = page.getByTestId('occurrence-modal');
  await modal.getByLabel('All events').check();
  await modal.getByLabel('Title').fill('Swim team');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main')).toContainText('Swim team');
  await expect(page.getByRole('main')).not.toContainText('Swim squad');
});

test('on a phone a month day is one button that opens the day, whose items are finger-sized', async ({
  browser,
}) => {
  const { page } = await signedInMember(browser, { name: 'Noor' });
  const today = localToday();
  const made = await page.request.post('/api/meetings', {
    data: { title: 'Dentist', date: today, time: '15:00', duration: 1 },
  });
  expect(made.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  const cal = new CalendarScreen(page);
  await cal.open();
  // The whole cell is the button (the item inside it is not a button of its own on a phone).
  const day = cal.cell(today);
  await expect(day).toHaveAttribute('aria-label', /: 1 item$/);
  await expect(day.getByRole('button')).toHaveCount(0);
  await day.click();
  await expect(page.getByTestId('calendar-day')).toHaveAttribute('data-date', today);
  const item = page.getByTestId('calendar-day').getByRole('button', { name: '3:00 PM Dentist' });
  expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await item.click();
  await expect(page.getByTestId('occurrence-modal').getByLabel('Title')).toHaveValue('Dentist');
});
