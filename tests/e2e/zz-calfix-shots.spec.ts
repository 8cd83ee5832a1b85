import { test } from '@playwright/test';
import { signedInMember } from './support/users';

const OUT = '/tmp/calfix-shots';
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('screens', async ({ browser }) => {
  test.setTimeout(300_000);
  const jordan = await signedInMember(browser, { name: 'Jordan' });
  const sam = await signedInMember(browser, { name: 'Sam', inFamilyOf: jordan });
  const r = jordan.page.request;
  const t = today();
  const fam = await (await r.get('/api/family')).json();
  const samId = fam.members.find((m: { name: string }) => m.name === 'Sam').id;
  const jordanId = fam.members.find((m: { name: string }) => m.name === 'Jordan').id;
  await r.post('/api/meetings', { data: { title: 'Client call', date: t, time: '15:00', duration: 1, rrule: 'FREQ=WEEKLY' } });
  await r.post('/api/meetings', { data: { title: 'Standup', date: t, time: '09:30', duration: 0.25, rrule: 'FREQ=DAILY;COUNT=20' } });
  await r.post('/api/tasks', { data: { title: 'Pay rent', due_date: t, rrule: 'FREQ=MONTHLY', priority: 'high' } });
  await r.post('/api/tasks', { data: { title: 'Send invoice', due_date: t } });
  const child = await (await r.post('/api/children', { data: { name: 'Mia', grade: '2', school: 'Oak Elementary' } })).json();
  await r.post('/api/school-schedules', { data: { child_id: child.id, type: 'pickup', time: '15:30', days: [WD[new Date().getDay()]], location: 'Front gate', assignee_id: jordanId } });
  await r.post('/api/school-schedules', { data: { child_id: child.id, type: 'dropoff', time: '08:15', location: 'Front gate', assigned_to: 'Grandma' } });
  await r.post('/api/kid-activities', { data: { child_id: child.id, name: 'Swimming', days: ['Tuesday', 'Thursday'], start_time: '16:45', end_time: '17:30', location: 'Leisure centre', coach_name: 'Ana', assignee_id: samId } });
  await r.post('/api/family-events', { data: { title: 'Dentist', date: t, time: '15:45', duration_minutes: 30, member_ids: [jordanId] } });

  for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']] as const) {
    const p = jordan.page;
    await p.setViewportSize({ width: w, height: h });
    await p.goto('/calendar');
    await p.getByTestId('calendar-month').waitFor();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `${OUT}/cal-month-${tag}.png`, fullPage: true });
    await p.getByRole('button', { name: 'Week', exact: true }).click();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${OUT}/cal-week-${tag}.png`, fullPage: true });
    await p.getByRole('button', { name: 'Day', exact: true }).click();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `${OUT}/cal-day-${tag}.png`, fullPage: true });
    await p.getByRole('button', { name: /Pay rent/ }).first().click();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `${OUT}/task-modal-${tag}.png` });
    await p.keyboard.press('Escape');
    await p.goto('/dashboard');
    await p.waitForTimeout(1200);
    await p.screenshot({ path: `${OUT}/dashboard-${tag}.png`, fullPage: true });
    const s = sam.page;
    await s.setViewportSize({ width: w, height: h });
    await s.goto('/family');
    await s.getByRole('tab', { name: 'School Schedule' }).click();
    await s.waitForTimeout(600);
    await s.screenshot({ path: `${OUT}/schedules-${tag}.png`, fullPage: true });
    await s.getByRole('button', { name: '+ Add Schedule' }).click();
    await s.waitForTimeout(400);
    await s.screenshot({ path: `${OUT}/schedule-form-${tag}.png` });
    await s.keyboard.press('Escape');
    await s.getByRole('tab', { name: 'Activities' }).click();
    await s.waitForTimeout(600);
    await s.screenshot({ path: `${OUT}/activities-${tag}.png`, fullPage: true });
    await s.getByRole('button', { name: 'Edit Swimming for Mia' }).click();
    await s.waitForTimeout(400);
    await s.screenshot({ path: `${OUT}/activity-form-${tag}.png` });
    await s.keyboard.press('Escape');
  }
  // the clash dialog
  await sam.page.setViewportSize({ width: 1280, height: 900 });
  await sam.page.getByRole('tab', { name: 'School Schedule' }).click();
  await sam.page.getByRole('button', { name: /Edit Mia's pickup/ }).click();
  await sam.page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await sam.page.getByTestId('clash-dialog').waitFor();
  await sam.page.waitForTimeout(400);
  await sam.page.screenshot({ path: `${OUT}/clash-dialog.png` });
});
