import { calculateLayoff, LAYOFF_DEFAULTS, toMonthsAndDays } from '@freedompath/engine';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible, openCopiedLink, usd, watchErrors } from './support/calculator-page';

/** A runway as the screen words it: whole months plus days of a 30-day month. */
function runwayWords(months: number): string {
  const { months: whole, days } = toMonthsAndDays(months);
  return `${whole} ${whole === 1 ? 'month' : 'months'}, ${days} ${days === 1 ? 'day' : 'days'}`;
}

const totalSeverance = (page: Page) =>
  page
    .getByRole('region', { name: 'Your Severance Package' })
    .locator('p', { hasText: /^Total severance$/ })
    .locator('..');

test('layoff: calculate the defaults, change the plan, share it', async ({ page, context }) => {
  const { errors } = watchErrors(page);
  await page.goto('/layoff-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Layoff Transition Calculator' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Base salary' })).toHaveValue('85000');
  await expect(page.getByRole('region', { name: 'Your Severance Package' })).toHaveCount(0);
  await expectAccessible(page);

  // The product's defaults give the product's total severance.
  await page.getByRole('button', { name: 'Calculate Transition Plan' }).click();
  await expect(
    page.getByText('Layoff transition plan calculated successfully!', { exact: true }),
  ).toBeVisible();
  await expect(totalSeverance(page)).toContainText(
    usd.format(calculateLayoff(LAYOFF_DEFAULTS).totalSeverance),
  );
  await expect(totalSeverance(page)).toContainText('$20,577');

  await page.getByRole('textbox', { name: 'Base salary' }).fill('92000');
  await page.getByRole('textbox', { name: 'Years of service' }).fill('5.5');
  await page.getByRole('textbox', { name: 'Unused PTO days' }).fill('12');
  await page.getByRole('textbox', { name: 'Housing' }).fill('2400');
  await page.getByRole('textbox', { name: 'Unemployment benefit' }).fill('500');
  await page.getByRole('button', { name: 'Calculate Transition Plan' }).click();

  const expected = calculateLayoff({
    severance: {
      ...LAYOFF_DEFAULTS.severance,
      baseSalary: 92_000,
      yearsOfService: 5.5,
      unusedPTO: 12,
    },
    expenses: { ...LAYOFF_DEFAULTS.expenses, housing: 2400, unemploymentBenefit: 500 },
  });
  await expect(totalSeverance(page)).toContainText(usd.format(expected.totalSeverance));
  const runway = page.getByRole('region', { name: 'Your Runway' });
  await expect(runway.getByRole('meter', { name: 'With savings', exact: true })).toHaveAttribute(
    'aria-valuetext',
    runwayWords(expected.financialRunway),
  );
  await expect(
    runway.getByRole('meter', { name: 'With savings and unemployment' }),
  ).toHaveAttribute('aria-valuetext', runwayWords(expected.runwayWithUnemployment));
  await expect(
    page.getByRole('list', { name: 'Next Steps' }).getByRole('listitem').first(),
  ).toContainText('File for unemployment');
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  await expect(shared.getByRole('textbox', { name: 'Base salary' })).toHaveValue('92000');
  await expect(shared.getByRole('textbox', { name: 'Years of service' })).toHaveValue('5.5');
  await expect(shared.getByRole('textbox', { name: 'Unused PTO days' })).toHaveValue('12');
  await expect(shared.getByRole('textbox', { name: 'Housing' })).toHaveValue('2400');
  await expect(shared.getByRole('textbox', { name: 'Unemployment benefit' })).toHaveValue('500');
  await expect(shared.getByRole('textbox', { name: 'Bonus amount' })).toHaveValue('5000');
  await expect(shared.getByRole('region', { name: 'Your Severance Package' })).toHaveCount(0);
  await expect(shared.getByRole('meter')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});
