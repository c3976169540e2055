import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible, watchErrors } from './support/calculator-page';

const pages = [
  { path: '/resources', title: 'Resources' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/disclaimer', title: 'Disclaimer' },
] as const;

/** The page is no wider than the viewport (nothing scrolls sideways on a small phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { path, title } of pages) {
  test(`${path} renders its h1 and title, and passes axe`, async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — FreedomPath`);
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test(`${path} fits a 360 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('resources: 18 external links open in a new tab safely and are reachable by keyboard', async ({
  page,
}) => {
  await page.goto('/resources');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();

  const external = main.getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(external).toHaveCount(18);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  const bogleheads = main.getByRole('link', { name: 'Bogleheads Forum (opens in a new tab)' });
  await bogleheads.focus();
  await expect(bogleheads).toBeFocused();
  const next = main.getByRole('link', { name: 'Mr. Money Mustache (opens in a new tab)' });
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
});

test('resources: the closing block leads to the calculators', async ({ page }) => {
  await page.goto('/resources');
  const block = page.getByRole('region', { name: 'Start with the numbers' });
  await block.getByRole('link', { name: 'Runway Calculator' }).click();
  await expect(page).toHaveURL(/\/runway-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
});

test('the disclaimer notice of a calculator leads to the full disclaimer', async ({ page }) => {
  await page.goto('/runway-calculator');
  await page
    .getByRole('complementary', { name: 'Disclaimer' })
    .getByRole('link', { name: 'disclaimer' })
    .click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Not professional advice' }),
  ).toBeVisible();
});
