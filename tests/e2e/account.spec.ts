import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lookAt } from './support/lookAt';

// Demo mode (no MAIL_URL) keeps mails in the outbox and the log. This spec runs its own server with its
// log piped here, so it can follow the mailed links a person would copy from that log.
let child: ChildProcess;
let base = '';
const mails: { to: string; subject: string; body: string }[] = [];
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a new long passphrase';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = `tests/.artifacts/e2e-account-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  base = `http://localhost:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; to: string; subject: string; body: string };
        if (entry.msg?.startsWith('mail kept in outbox')) mails.push(entry);
      } catch {
        /* not a log line */
      }
    }
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
});

/** A verified account, made through the API. */
async function account(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const signup = await request.post(`${base}/api/auth/signup`, { data: { name, email, password: PASSWORD } });
  const { verification_token } = await signup.json();
  expect(
    (await request.post(`${base}/api/auth/verify`, { data: { email, token: verification_token } })).ok(),
  ).toBe(true);
  return email;
}

/** The link to `path` in the newest mail logged for `to`. */
async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = mails.filter((m) => m.to === to && m.body.includes(path)).at(-1);
      link = mail && new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.body)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('forgot password: Forgot password? on /login, the mailed link, a new password, signed in', async ({
  page,
}) => {
  const email = await account(page.request, 'Forgetful');
  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The sign-in form (with its own Email field) stays until the reset page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await lookAt(page, 'hearth-reset-sent');

  const link = await mailedLink(email, '/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await lookAt(page, 'hearth-reset-form');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once; the old password no longer does, the new one does.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Repeat new password').fill('yet another password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  const old = await page.request.post(`${base}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post(`${base}/api/auth/login`, {
    data: { email, password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
});

test('change password from Profile › Security; the other device is signed out', async ({ page, browser }) => {
  const email = await account(page.request, 'Careful');
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signIn(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${base}/profile`);
  const security = page.getByTestId('security-card');
  await expect(security.getByTestId('session-list').locator('li')).toHaveCount(2);
  await expect(security.getByText('This device')).toBeVisible();
  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await security.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(security.getByTestId('session-list').locator('li')).toHaveCount(1);
  await lookAt(page, 'hearth-security', { fullPage: true });

  // The other device's next request is refused: it lands on /login.
  await phone.goto(`${base}/profile`);
  await expect(phone).toHaveURL(/\/login$/);
  await other.close();

  const fresh = await page.request.post(`${base}/api/auth/login`, {
    data: { email, password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
});
