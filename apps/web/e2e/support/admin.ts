import { expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';

/**
 * The admin the e2e server's database is seeded with before it starts (`db:seed -- …
 * --admin-email … --admin-password …`, with `ADMIN_EMAIL` set to the same address).
 */
export const ADMIN_EMAIL = 'admin@freedompath.test';
export const ADMIN_PASSWORD = 'e2e admin passphrase 2026';

/** Users the seed creates (`--users 200`). */
export const SEEDED_USERS = 200;

/**
 * How the seed names its users, `{n}` being 1 … SEEDED_USERS, not zero-padded; it must match
 * `seedUserEmail` of apps/api/src/seed/seed-analytics.ts.
 */
export const SEEDED_USER_EMAIL = 'seed-user-{n}@freedompath.test';

export function seededUserEmail(n: number): string {
  return SEEDED_USER_EMAIL.replace('{n}', String(n));
}

/** Signs the admin in through the /auth form; resolves on the home page it leads to. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
}

/** The next successful answer of `GET /api/v1/admin/<path>` the page receives. */
export function nextAdminAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `/api/v1/admin/${path}` &&
      response.request().method() === 'GET' &&
      response.ok()
    );
  });
}
