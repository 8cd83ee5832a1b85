import { expect, type Page } from '@playwright/test';

/** Page objects for the public pages and the protected layout (foundation.spec.ts and others may use them). */
export class WelcomeScreen {
  constructor(readonly page: Page) {}
  readonly activeCard = () => this.page.locator('[data-testid="feature-card"].active');
  readonly dot = (n: number) => this.page.getByRole('button', { name: new RegExp(`^Show feature ${n}:`) });
  async open() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Hearth', level: 1 })).toBeVisible();
  }
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  confirm?: string;
  username?: string;
  theme?: 'zen' | 'modern' | 'bold';
  wallpaper?: string;
}

export class LoginScreen {
  constructor(readonly page: Page) {}
  async open(query = '') {
    await this.page.goto(`/login${query}`);
  }
  async showSignUp() {
    await this.page.getByRole('button', { name: 'Create an account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  }
  async fillSignUp(input: SignUpInput) {
    const p = this.page;
    await p.getByLabel('Full Name').fill(input.name);
    if (input.username) await p.getByLabel('Username (optional)').fill(input.username);
    await p.getByLabel('Email').fill(input.email);
    await p.getByLabel('Password', { exact: true }).fill(input.password);
    await p.getByLabel('Confirm Password').fill(input.confirm ?? input.password);
    if (input.theme) await p.locator('.theme-option', { hasText: input.theme }).click();
    if (input.wallpaper) await p.locator('.wallpaper-option', { hasText: input.wallpaper }).click();
  }
  async submitSignUp() {
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}

export class Shell {
  constructor(readonly page: Page) {}
  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main' });
  readonly navLink = (name: string) => this.sidebar().getByRole('link', { name, exact: true });
  readonly mode = (name: 'Work' | 'Life') =>
    this.page.getByRole('group', { name: 'View mode' }).getByRole('button', { name });
  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
