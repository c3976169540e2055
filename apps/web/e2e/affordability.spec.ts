import { assessAffordability } from '@freedompath/engine';
import { expect, test } from './support/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  watchErrors,
} from './support/calculator-page';

const inputs = {
  'Purchase Amount': '12000',
  'Monthly Income': '5500',
  'Monthly Savings': '800',
  'Monthly Expenses': '4200',
  'Stock Investments': '15000',
  'Crypto Investments': '2000',
  'Emergency Fund': '9000',
} as const;

test('can I afford it: score a purchase, see why, and share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/affordability-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Can I Afford It?' })).toBeVisible();
  await expect(page).toHaveTitle('Can I Afford It? — FreedomPath');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Calculate Affordability' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter valid numbers for all required fields.',
  );
  expect(await freeCalculationsUsed(page)).toBe(0);

  for (const [name, value] of Object.entries(inputs)) {
    await page.getByRole('textbox', { name }).fill(value);
  }
  await page.getByRole('button', { name: 'Calculate Affordability' }).click();

  const expected = assessAffordability({
    purchaseAmount: 12_000,
    monthlyIncome: 5500,
    monthlySavings: 800,
    monthlyExpenses: 4200,
    stockInvestments: 15_000,
    cryptoInvestments: 2000,
    emergencyFund: 9000,
  });
  const results = page.getByRole('region', { name: 'Your Affordability Score' });
  await expect(results).toContainText(`${expected.score} / 100`);
  await expect(results.getByRole('meter', { name: 'Affordability score' })).toHaveAttribute(
    'aria-valuenow',
    String(expected.score),
  );
  for (const factor of expected.factors) await expect(results).toContainText(factor.text);
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  for (const [name, value] of Object.entries(inputs)) {
    await expect(shared.getByRole('textbox', { name })).toHaveValue(value);
  }
  await expect(shared.getByRole('heading', { name: 'Your Affordability Score' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});
