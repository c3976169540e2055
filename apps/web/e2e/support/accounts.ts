import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

interface OutboxMessage {
  subject: string;
  link: string | null;
}

/**
 * The link of the newest e-mail of one kind (`flow=signup` or `flow=recovery`) the API sent
 * `email`, read from the development outbox; asks again until the mailer has written it.
 */
export async function emailedLink(
  request: APIRequestContext,
  email: string,
  flow: 'signup' | 'recovery',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { to: email } });
        expect(response.ok()).toBe(true);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        link =
          messages.find((message) => message.link?.includes(`flow=${flow}`))?.link ?? undefined;
        return link;
      },
      { message: `the ${flow} e-mail to ${email}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link as string;
}

/** An address no other journey of the run uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Below Tailwind's `md` breakpoint the header keeps the account links behind its Menu button. */
const PHONE_WIDTH = 768;

/** The header shows My Account (on a phone, in the menu, which is closed again). */
export async function expectSignedIn(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const phone = (page.viewportSize()?.width ?? PHONE_WIDTH) < PHONE_WIDTH;
  const closeMenu = banner.getByRole('button', { name: 'Close menu' });
  // A navigation that is still under way (a sign-in link redirects) closes the menu again.
  await expect(async () => {
    if (phone && !(await closeMenu.isVisible())) {
      await banner.getByRole('button', { name: 'Menu' }).click();
    }
    await expect(banner.getByRole('link', { name: 'My Account' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  if (phone && (await closeMenu.isVisible())) await closeMenu.click();
}

/**
 * Signs a new user up through the API, opens the confirmation link in `page` and confirms it
 * with the sign-up's password, which signs the browser in (the sign-up screens themselves are
 * auth.spec.ts's journey). Resolves once the header shows My Account.
 */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  email = uniqueEmail('journey'),
  password = 'a quiet harbour at dawn',
): Promise<{ email: string }> {
  const signup = await request.post('/api/v1/auth/signup', { data: { email, password } });
  expect(signup.status()).toBe(201);
  await page.goto(await emailedLink(request, email, 'signup'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  // The confirmation signs in, then moves on to the home page.
  await expect(page).not.toHaveURL(/\/auth\/callback/);
  await expectSignedIn(page);
  return { email };
}
