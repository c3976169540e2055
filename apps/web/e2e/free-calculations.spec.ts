import { expect, test } from './support/test';
import { fillAffordability, freeCalculationsUsed, watchErrors } from './support/calculator-page';

/**
 * The anonymous visitor's five free calculations are shared by every calculator and counted in
 * the browser; the sixth is refused with the product's message and sends the visitor to /pricing.
 */
test('an anonymous visitor spends 5 free calculations across calculators; the sixth is refused', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/affordability-calculator');
  await fillAffordability(page);
  const calculate = page.getByRole('button', { name: 'Calculate Affordability' });

  for (let spent = 1; spent <= 4; spent += 1) {
    await calculate.click();
    await expect.poll(() => freeCalculationsUsed(page)).toBe(spent);
  }
  await expect(page.getByRole('status').filter({ hasText: 'calculation remaining' })).toHaveText(
    '1 calculation remaining',
  );

  // The fifth, on another calculator: the count is one for the whole site.
  await page.goto('/international-runway-calculator');
  await page.getByRole('checkbox', { name: /Portugal/ }).check();
  await page.getByRole('button', { name: 'Calculate Financial Runway' }).click();
  await expect.poll(() => freeCalculationsUsed(page)).toBe(5);
  const exhausted = page.getByRole('button', { name: 'Sign In or Upgrade to Continue' });
  await expect(exhausted).toBeVisible();

  await exhausted.click();
  await expect(
    page.getByText(
      "You've used all your free calculations. Please sign in or upgrade to continue.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await freeCalculationsUsed(page)).toBe(5);
  expect(errors).toEqual([]);
});
