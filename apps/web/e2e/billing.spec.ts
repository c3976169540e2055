import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from './support/accounts';
import {
  expectAccessible,
  fillAffordability,
  freeCalculationsUsed,
  watchErrors,
} from './support/calculator-page';

/** A toast by its title (Radix also repeats it in a live region for screen readers). */
function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

/** Presses Calculate and answers the calculations left that `POST /quota/consume` reported. */
async function calculateCounted(page: Page): Promise<number | null> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/v1/quota/consume')),
    page.getByRole('button', { name: 'Calculate Affordability' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Your Affordability Score' })).toBeVisible();
  return ((await response.json()) as { remaining: number | null }).remaining;
}

/**
 * A new account's five calculations are counted on the server; the sixth is refused with the
 * the product's message and sends them to /pricing; they pay through the simulated checkout (the API
 * without Stripe keys), /success confirms the purchase and home says they are unlimited, which
 * the next calculations bear out.
 */
test('a new account spends its 5 calculations, pays through checkout and calculates without limit', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await signUpAndSignIn(page, request, uniqueEmail('billing'));
  await expect(page.getByText('You have 5 calculations remaining', { exact: true })).toBeVisible();

  await page.goto('/affordability-calculator');
  await fillAffordability(page);
  const left: Array<number | null> = [];
  // Each one waits for the server's count before the next.
  for (let n = 1; n <= 5; n += 1) left.push(await calculateCounted(page));
  expect(left).toEqual([4, 3, 2, 1, 0]);
  // The browser's anonymous counter follows what its user spent, so signing out hands no new
  // free calculations (ADR 038).
  expect(await freeCalculationsUsed(page)).toBe(5);

  const upgrade = page.getByRole('button', { name: 'Upgrade to Calculate More Scenarios' });
  await expect(upgrade).toBeVisible();
  await upgrade.click();
  await expect(
    toast(page, "You've used all your calculations. Please upgrade to continue."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('You have 0 calculations remaining', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const yearly = page.getByRole('listitem', { name: 'Yearly' });
  await expect(yearly).toContainText('Limited time offer - ends soon!');
  await yearly.getByRole('button', { name: 'Choose Yearly' }).click();

  // The API's simulated checkout page (test mode): pay.
  await expect(page).toHaveURL(/\/api\/v1\/billing\/simulated-checkout\/cs_sim_/);
  await expect(page.getByRole('heading', { name: 'FreedomPath Yearly' })).toBeVisible();
  // /success may see the payment on its first poll and move on at once (its route chunk is
  // preloaded), so its heading is recorded as it appears rather than looked for afterwards.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Pay $25 (test)' }).click();

  await expect(toast(page, 'Payment successful! Welcome aboard!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  const visited = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => entry.name),
  );
  expect(visited[0]).toMatch(/\/success\?session_id=cs_sim_/);
  expect(
    await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings),
  ).toContain('Processing your payment');
  await expect(
    page.getByText('You have unlimited calculations with your Yearly plan', { exact: true }),
  ).toBeVisible();

  // Unlimited: a sixth and a seventh calculation go through, and nothing is counted.
  const consumes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/quota/consume')) consumes.push(sent.url());
  });
  await page.goto('/affordability-calculator');
  await fillAffordability(page);
  const calculate = page.getByRole('button', { name: 'Calculate Affordability' });
  const score = page.getByRole('region', { name: 'Your Affordability Score' });
  await calculate.click();
  await expect(score).toBeVisible();
  await page.getByRole('textbox', { name: 'Purchase Amount' }).fill('60000');
  const before = await score.textContent();
  await calculate.click();
  await expect(score).not.toHaveText(before ?? '');
  expect(consumes).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expectAccessible(page);

  // Lifetime is still for sale; the yearly card offers another year.
  await page.goto('/pricing');
  await expect(
    page
      .getByRole('listitem', { name: 'Yearly' })
      .getByRole('button', { name: 'Add Another Year' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('pricing passes axe and fits a 360 px screen, signed out', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up to Continue' })).toHaveCount(3);
  await expect(page.getByText('You have 5 calculations remaining', { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});
