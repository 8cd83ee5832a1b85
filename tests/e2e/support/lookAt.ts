import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at while working (/tmp/<name>.png). Not taken on CI, where nobody
 * looks and a full-page capture costs a loaded 2-core machine a second or more.
 */
export async function lookAt(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}) {
  if (process.env.CI) return;
  await target.screenshot({ path: `/tmp/${name}.png`, ...opts });
}
