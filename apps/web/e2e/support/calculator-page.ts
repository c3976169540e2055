import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page; assert `errors` is empty at the
 * end of a journey (a screen that logs an error is broken even if it looks right).
 */
export function watchErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A prerendered page that does not hydrate as rendered works, re-rendered (src/start-app.tsx).
    if (message.type() === 'error' || message.text().startsWith('Hydration fell back')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

/** Fails on any serious or critical axe violation (WCAG 2.x A and AA rules) on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

/**
 * Presses "Copy link", reads what it put on the clipboard and opens it in a new page of the
 * same browser context (as a visitor pasting a shared link would). Returns the new page.
 */
export async function openCopiedLink(page: Page, context: BrowserContext): Promise<Page> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(new URL(page.url()).pathname);
  const shared = await context.newPage();
  await shared.goto(link);
  return shared;
}

/** The anonymous visitor's spent free calculations, as the browser stores them. */
export async function freeCalculationsUsed(page: Page): Promise<number> {
  const raw = await page.evaluate(() => window.localStorage.getItem('free_calculations_used'));
  return raw === null ? 0 : Number(raw);
}

/**
 * Dollars as the screens show them, formatted here on its own (not with the app's formatter),
 * so a journey checks the screen against the engine independently.
 */
export const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Dollars and cents, for the figures the screens show with cents. */
export const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Fills the affordability calculator with inputs it accepts: one calculation's worth. */
export async function fillAffordability(page: Page): Promise<void> {
  for (const [name, value] of [
    ['Purchase Amount', '5000'],
    ['Monthly Income', '6000'],
    ['Monthly Savings', '1000'],
    ['Monthly Expenses', '3500'],
  ] as const) {
    await page.getByRole('textbox', { name }).fill(value);
  }
}
