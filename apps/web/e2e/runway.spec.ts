import { calculateRunway } from '@freedompath/engine';
import { expect, test } from './support/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

const months = (value: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)} months`;

const inputs = {
  'Break Duration (months)': '18',
  'Current Savings': '25000',
  'Stock Investments': '60000',
  'Crypto Investments': '4000',
  'Monthly Expenses During Break': '3500',
  'Monthly Income During Break': '800',
  'Inflation Rate': '2.5',
} as const;

test('runway: build a profile, read the runway, try a what-if and share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/runway-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
  await expect(page).toHaveTitle('Runway Calculator — FreedomPath');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Calculate Your Runway' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter valid numbers for all required fields.',
  );
  expect(await freeCalculationsUsed(page)).toBe(0);

  for (const [name, value] of Object.entries(inputs)) {
    await page.getByRole('textbox', { name }).fill(value);
  }
  await page.getByRole('combobox', { name: 'Expected Market Returns' }).selectOption('-10');
  await page.getByRole('button', { name: 'Calculate Your Runway' }).click();

  await expect(
    page.getByRole('heading', { name: 'Your Runway Profile', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  const profile = {
    breakDuration: 18,
    currentSavings: 25_000,
    stockInvestments: 60_000,
    cryptoInvestments: 4000,
    monthlyExpensesDuringBreak: 3500,
    monthlyIncomeBreak: 800,
    expectedMarketReturns: -10,
    inflationRate: 2.5,
  };
  const expected = calculateRunway(profile);
  const summary = page.getByRole('region', { name: 'Your Runway', exact: true });
  await expect(summary).toContainText(months(expected.runwayMonths));
  await expect(summary).toContainText(expected.riskLabel);
  await expect(summary).toContainText(usd.format(expected.summary.finalTotal));
  await expect(summary.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(expected.progress.percent)),
  );
  const table = page.getByRole('table', { name: 'Projection by year' });
  await expect(table.getByRole('row')).toHaveCount(expected.projection.length + 1);
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  // A what-if changes the figures without spending a calculation.
  const whatIf = page.getByRole('region', { name: 'What-If Simulations' });
  await whatIf.getByRole('textbox', { name: 'Amount' }).fill('1200');
  await whatIf.getByRole('button', { name: 'Add Simulation' }).click();
  const simulated = calculateRunway({ ...profile, monthlyIncomeBreak: 2000 });
  await expect(summary).toContainText(months(simulated.runwayMonths));
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  for (const [name, value] of Object.entries(inputs)) {
    await expect(shared.getByRole('textbox', { name })).toHaveValue(value);
  }
  await expect(shared.getByRole('combobox', { name: 'Expected Market Returns' })).toHaveValue(
    '-10',
  );
  await expect(shared.getByRole('heading', { name: 'Your Runway', exact: true })).toHaveCount(0);
  await expect(
    shared.getByRole('heading', { name: 'Your Runway Profile', exact: true }),
  ).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});
