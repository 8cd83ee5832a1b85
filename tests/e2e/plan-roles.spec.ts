import { expect, test } from '@playwright/test';
import { signedInMember, type Member } from './support/users';
import { lookAt } from './support/lookAt';

// Plan roles in the browser: a viewer sees the plan with its editing controls disabled and the reason,
// while the captain edits; a role change reaches the viewer's page live.
let cap: Member;
let vi: Member;
const planName = `Roles trip ${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  cap = await signedInMember(browser, { name: 'Cap' });
  vi = await signedInMember(browser, { name: 'Vi' });
  const plan = await cap.page.request.post('/api/plans', {
    data: { name: planName, start_date: '2026-08-01', type: 'vacation', budget: 500 },
  });
  expect(plan.status()).toBe(201);
  const { id } = await plan.json();
  const invite = await cap.page.request.post('/api/invitations', {
    data: { plan_id: id, invitee_name: 'Vi', invitee_email: vi.email, role: 'viewer' },
  });
  expect(invite.status()).toBe(201);
  const expense = await cap.page.request.post('/api/expenses/shared', {
    data: { plan_id: id, description: 'Fuel', total_amount: 40, participant_names: ['Cap', 'Vi'] },
  });
  expect(expense.status()).toBe(201);
});
test.afterAll(async () => {
  await cap?.context.close();
  await vi?.context.close();
});

async function openPlan(m: Member) {
  await m.page.goto('/network-q');
  await m.page.getByTestId('plan-card').filter({ hasText: planName }).click();
  await expect(m.page.getByTestId('plan-detail')).toBeVisible();
  await expect(m.page.getByText('Loading collaborative plans...')).toHaveCount(0);
}

test("a viewer's controls are disabled with the reason; the captain's are not", async () => {
  await openPlan(cap);
  await openPlan(vi);
  const reason = "Viewers can't edit this plan";
  await expect(vi.page.getByTestId('my-role')).toHaveText('You: Viewer');
  await expect(vi.page.getByTestId('role-hint')).toContainText(reason);
  for (const name of ['+ Add Booking', '+ Add Expense', '+ Invite People', 'AI Search']) {
    const button = vi.page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', reason);
  }
  await expect(vi.page.getByLabel('Vi paid')).toBeDisabled();
  await expect(vi.page.getByLabel('Role of Cap')).toHaveCount(0);
  await lookAt(vi.page, 'plan-roles-viewer', { fullPage: true });

  await expect(cap.page.getByTestId('my-role')).toHaveText('You: Captain');
  for (const name of ['+ Add Booking', '+ Add Expense', '+ Invite People', 'AI Search'])
    await expect(cap.page.getByRole('button', { name })).toBeEnabled();
  await expect(cap.page.getByLabel('Vi paid')).toBeEnabled();
  await cap.page.getByRole('button', { name: '+ Add Booking' }).click();
  const dialog = cap.page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByLabel('Name').fill('Harbor hotel');
  await dialog.getByLabel('Cost').fill('180');
  await dialog.getByRole('button', { name: 'Add Booking' }).click();
  await expect(vi.page.getByTestId('bookings')).toContainText('Harbor hotel');
  await expect(vi.page.getByTestId('bookings')).toContainText('Created by Cap');
  await lookAt(cap.page, 'plan-roles-captain', { fullPage: true });
});

test("the captain makes the viewer a participant: the viewer's page follows at once", async () => {
  await openPlan(cap);
  await openPlan(vi);
  await cap.page.getByLabel('Role of Vi').selectOption('participant');
  await expect(vi.page.getByTestId('my-role')).toHaveText('You: Participant');
  await expect(vi.page.getByRole('button', { name: '+ Add Booking' })).toBeEnabled();
  await expect(vi.page.getByLabel('Vi paid')).toBeEnabled();
  // Someone else's share stays the captain's to tick.
  const other = vi.page.getByLabel('Cap paid');
  await expect(other).toBeDisabled();
  await expect(other.locator('xpath=..')).toHaveAttribute(
    'title',
    "Participants can't tick other people's shares",
  );
  await expect(vi.page.getByRole('button', { name: '+ Invite People' })).toHaveAttribute(
    'title',
    "Participants can't invite people",
  );
});
