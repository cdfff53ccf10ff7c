import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };
export const PASSWORD = 'correct-horse-42';

export function uniqueUsername(prefix = 'player'): string {
  return `${prefix}_${randomBytes(3).toString('hex')}`;
}

/** Registers through the API in the page's own cookie jar: fast set-up for tests about other things. */
export async function registerViaApi(page: Page, fields: Record<string, string> = {}) {
  const username = fields.username ?? uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      acceptTerms: true,
      ...fields,
    },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { username, ...fields };
}

export async function loginViaApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/login', { data: { username, password } });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/**
 * Ticks the join form's 18+ and terms box. A pre-rendered form hydrates on the first input, and a
 * click that lands just before is undone by it: the tick is retried until it holds.
 */
export async function acceptTerms(scope: Page | Locator) {
  const box = scope.getByRole('checkbox', { name: /18 or older/ });
  await expect(async () => {
    await box.check({ timeout: 1000 });
  }).toPass();
}
