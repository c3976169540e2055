import { calculateFreelanceRate } from '@freedompath/engine';
import { expect, test } from './support/test';
import {
  expectAccessible,
  openCopiedLink,
  usd,
  usdCents,
  watchErrors,
} from './support/calculator-page';

test('freelance rate: fill the form, calculate, share the plan', async ({ page, context }) => {
  const { errors } = watchErrors(page);
  await page.goto('/freelance-rate-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Freelance Rate Calculator' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculate Hourly Rate' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Annual salary' }).fill('95000');
  await page.getByRole('textbox', { name: 'Billable hours a year' }).fill('1800');
  await page.getByRole('textbox', { name: 'Benefit name' }).fill('Health insurance');
  await page.getByRole('textbox', { name: 'Amount a year' }).fill('7200');
  await page.getByRole('button', { name: 'Add benefit' }).click();
  await expect(page.getByRole('list', { name: 'Your benefits' })).toContainText('Health insurance');
  const overhead = page.getByRole('slider', { name: 'Overhead' });
  await overhead.focus();
  for (let step = 0; step < 5; step++) await overhead.press('ArrowRight');
  await expect(overhead).toHaveValue('20');
  await page.getByRole('slider', { name: 'Profit margin' }).press('Home');
  await page.getByRole('button', { name: 'Calculate Hourly Rate' }).click();

  const expected = calculateFreelanceRate({
    annualSalary: 95000,
    workHours: 1800,
    benefits: [{ name: 'Health insurance', amount: 7200 }],
    adjustments: { overhead: 20, timeOff: 10, marketing: 10, profitMargin: 0 },
  });
  const results = page.getByRole('region', { name: 'Your freelance rate' });
  await expect(results).toBeVisible();
  await expect(results.getByText('Recommended hourly rate').locator('..')).toContainText(
    usdCents.format(expected.hourlyRate),
  );
  await expect(results.getByText('Annual revenue').locator('..')).toContainText(
    usd.format(expected.annualRevenue),
  );
  await expect(results.getByRole('list', { name: 'What your rate is made of' })).toBeVisible();
  await expect(results.getByRole('table', { name: 'Rate breakdown' })).toBeVisible();
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  await expect(shared.getByRole('textbox', { name: 'Annual salary' })).toHaveValue('95000');
  await expect(shared.getByRole('textbox', { name: 'Billable hours a year' })).toHaveValue('1800');
  await expect(shared.getByRole('slider', { name: 'Overhead' })).toHaveValue('20');
  await expect(shared.getByRole('slider', { name: 'Profit margin' })).toHaveValue('0');
  await expect(shared.getByRole('list', { name: 'Your benefits' })).toContainText(
    'Health insurance$7,200 a year',
  );
  await expect(shared.getByRole('region', { name: 'Your freelance rate' })).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});
