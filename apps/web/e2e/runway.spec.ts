import { calculateRunway, runwayProbability } from '@freedompath/engine';
import type { RunwayProfile } from '@freedompath/engine';
import { expect, test } from './support/test';
import { formatRate } from '../src/lib/format';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

const months = (value: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)} months`;

/** The Monte Carlo chance of a profile as the screen shows it: 10,000 markets, seed 1. */
const chance = (profile: RunwayProfile) =>
  formatRate(runwayProbability(profile, { runs: 10_000, seed: 1 }).probability);

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
  // The chance through random markets comes from the simulation worker, spending nothing more.
  const uncertainty = page.getByRole('region', { name: 'Market Uncertainty' });
  await expect(uncertainty).toContainText(
    `Monte Carlo: ${chance(profile)} chance your money lasts your 18-month break`,
  );
  await expect(uncertainty).toContainText('10,000 simulated markets, stock volatility 15%');
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  // A what-if changes the figures without spending a calculation.
  const whatIf = page.getByRole('region', { name: 'What-If Simulations' });
  await whatIf.getByRole('textbox', { name: 'Amount' }).fill('1200');
  await whatIf.getByRole('button', { name: 'Add Simulation' }).click();
  const simulated = calculateRunway({ ...profile, monthlyIncomeBreak: 2000 });
  await expect(summary).toContainText(months(simulated.runwayMonths));
  await expect(uncertainty).toContainText(
    `Monte Carlo: ${chance({ ...profile, monthlyIncomeBreak: 2000 })} chance your money lasts`,
  );
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

test('runway: the Monte Carlo chance of a tight plan without a break, redone for a what-if', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/runway-calculator');
  const tight = {
    'Current Savings': '10000',
    'Stock Investments': '150000',
    'Crypto Investments': '2000',
    'Monthly Expenses During Break': '3200',
    'Monthly Income During Break': '400',
  };
  for (const [name, value] of Object.entries(tight)) {
    await page.getByRole('textbox', { name }).fill(value);
  }
  await page.getByRole('button', { name: 'Calculate Your Runway' }).click();

  const profile: RunwayProfile = {
    breakDuration: null,
    currentSavings: 10_000,
    stockInvestments: 150_000,
    cryptoInvestments: 2000,
    monthlyExpensesDuringBreak: 3200,
    monthlyIncomeBreak: 400,
  };
  const uncertainty = page.getByRole('region', { name: 'Market Uncertainty' });
  await expect(uncertainty).toContainText(
    `Monte Carlo: ${chance(profile)} chance your money lasts 60 months`,
  );
  await expect(uncertainty.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  // Added savings: the screen simulates the profile it now shows.
  const whatIf = page.getByRole('region', { name: 'What-If Simulations' });
  await whatIf.getByRole('combobox', { name: 'Simulation type' }).selectOption('savings');
  await whatIf.getByRole('textbox', { name: 'Amount' }).fill('20000');
  await whatIf.getByRole('button', { name: 'Add Simulation' }).click();
  await expect(uncertainty).toContainText(
    `Monte Carlo: ${chance({ ...profile, currentSavings: 30_000 })} chance your money lasts 60 months`,
  );
  expect(await freeCalculationsUsed(page)).toBe(1);
  expect(errors).toEqual([]);
});
