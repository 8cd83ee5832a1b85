import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface Member {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
  name: string;
}

/**
 * A family member signed in in their own browser context. Sign-up and verification go through the
 * API (the sign-up UI has its own spec); the session cookie lands in the context like a real sign-in.
 */
export async function signedInMember(
  browser: Browser,
  opts: { name?: string; inFamilyOf?: Member; theme?: string; role?: string; baseURL?: string } = {},
): Promise<Member> {
  const context = await browser.newContext(opts.baseURL ? { baseURL: opts.baseURL } : {});
  const page = await context.newPage();
  const name = opts.name ?? 'Test User';
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery';
  let invite_code: string | undefined;
  if (opts.inFamilyOf)
    invite_code = (
      await (
        await opts.inFamilyOf.page.request.post('/api/family/invites', {
          data: opts.role ? { role: opts.role } : {},
        })
      ).json()
    ).code;
  const signup = await page.request.post('/api/auth/signup', {
    data: { name, email, password, invite_code, theme: opts.theme ?? 'zen' },
  });
  const { verification_token, user } = await signup.json();
  const verified = await page.request.post('/api/auth/verify', {
    data: { email, token: verification_token },
  });
  if (!verified.ok()) throw new Error(`verify failed for ${email}`);
  // The client keeps the signed-in user locally (SPEC.md §3); set it as the sign-in page would.
  await page.goto('/');
  await page.evaluate(
    (u) => {
      localStorage.setItem('hearth_user', JSON.stringify(u));
      localStorage.setItem('hearth_authenticated', 'true');
      localStorage.setItem('hearth_theme', u.theme);
      localStorage.setItem('hearth_wallpaper', u.wallpaper);
    },
    { ...user, verified: true },
  );
  return { context, page, email, password, name };
}

/** A child account of `parent`'s family, signed in with username and PIN on a phone-sized browser. */
export async function childOnPhone(browser: Browser, parent: Page, name: string) {
  const username = `kid${Date.now().toString(36)}`;
  const made = await parent.request.post('/api/family/children-accounts', {
    data: { name, username, pin: '1357' },
  });
  expect(made.status()).toBe(201);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Child sign-in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('PIN').fill('1357');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar/);
  return { context, page, id: (await made.json()).id as string };
}
