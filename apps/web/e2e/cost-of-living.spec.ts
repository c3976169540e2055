import { calculateCostOfLiving } from '@freedompath/engine';
import { expect, test } from './support/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

test('cost of living: compare today’s costs with a destination and share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/cost-of-living-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cost of Living Calculator' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Cost of Living Calculator — FreedomPath');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Runway Balance / Savings' }).fill('30000');
  await page.getByRole('textbox', { name: 'Rent/Mortgage' }).fill('2000');
  await page.getByRole('textbox', { name: 'Food & Groceries' }).fill('600');
  await page.getByRole('textbox', { name: 'Transportation' }).fill('300');
  await page.getByRole('combobox', { name: 'Destination' }).selectOption('Mexico City, Mexico');
  await page.getByRole('button', { name: 'Calculate Cost Difference' }).click();

  const expected = calculateCostOfLiving({
    currentExpenses: { rent: 2000, food: 600, transportation: 300 },
    savings: 30_000,
    destination: 'mexico-city',
  });
  const outlook = page.getByRole('region', { name: 'Living in Mexico City, Mexico' });
  await expect(outlook).toContainText(usd.format(expected.monthlySavings));
  await expect(outlook).toContainText(`${expected.nomadScore}%`);
  await expect(outlook).toContainText('Congratulations!');
  await expect(
    page.getByRole('table', { name: 'Monthly costs now and in Mexico City, Mexico' }),
  ).toContainText('-55% Cheaper');
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  await expect(shared.getByRole('textbox', { name: 'Rent/Mortgage' })).toHaveValue('2000');
  await expect(shared.getByRole('textbox', { name: 'Food & Groceries' })).toHaveValue('600');
  await expect(shared.getByRole('textbox', { name: 'Transportation' })).toHaveValue('300');
  await expect(shared.getByRole('textbox', { name: 'Runway Balance / Savings' })).toHaveValue(
    '30000',
  );
  await expect(shared.getByRole('combobox', { name: 'Destination' })).toHaveValue('mexico-city');
  await expect(shared.getByRole('heading', { name: 'Cost Comparison' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});

test('cost of living: a custom location at 360 px, with the messages first', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/cost-of-living-calculator');
  await page.getByRole('button', { name: 'Calculate Cost Difference' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter at least one expense');
  await expect(page.getByText('Please select a destination')).toBeVisible();
  expect(await freeCalculationsUsed(page)).toBe(0);

  await page.getByRole('textbox', { name: 'Utilities' }).fill('150');
  await page.getByRole('combobox', { name: 'Destination' }).selectOption('Custom Location');
  await page.getByRole('textbox', { name: 'Custom Location' }).fill('Porto, Portugal');
  await page.getByRole('button', { name: 'Calculate Cost Difference' }).click();
  await expect(
    page.getByRole('table', { name: 'Monthly costs now and in Porto, Portugal' }),
  ).toBeVisible();
  // Nothing is wider than the screen: the table scrolls inside its card.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
