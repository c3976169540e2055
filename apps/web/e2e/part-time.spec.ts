import { comparePartTime, PART_TIME_DEFAULTS } from '@freedompath/engine';
import { expect, test } from './support/test';
import { expectAccessible, openCopiedLink, usd, watchErrors } from './support/calculator-page';

test('part-time: fill the form, calculate, share the plan', async ({ page, context }) => {
  const { errors } = watchErrors(page);
  await page.goto('/part-time-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Part-Time vs Full-Time Calculator' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Part-time salary' }).fill('48000');
  await page.getByRole('textbox', { name: 'Part-time hours a week' }).fill('24');
  await page.getByRole('textbox', { name: 'Expected market return' }).fill('6');
  await page.getByRole('switch', { name: 'Part-time is temporary' }).click();
  await page.getByRole('textbox', { name: 'Months part-time' }).fill('18');
  await page.getByRole('button', { name: 'Calculate' }).click();

  const expected = comparePartTime({
    ...PART_TIME_DEFAULTS,
    partTimeSalary: 48000,
    weeklyHours: 24,
    marketReturns: 6,
    isTemporary: true,
    temporaryMonths: 18,
  });
  const results = page.getByRole('region', { name: 'Full-time vs part-time' });
  await expect(results).toBeVisible();
  await expect(results.getByText('Annual income difference').locator('..')).toContainText(
    usd.format(expected.annualIncomeDifference),
  );
  await expect(results.getByText('Wealth difference after 10 years').locator('..')).toContainText(
    usd.format(expected.tenYearImpact.wealthDifference),
  );
  await expect(
    results.getByRole('img', { name: '5-year growth: total wealth on each path' }),
  ).toBeVisible();
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  await expect(shared.getByRole('textbox', { name: 'Part-time salary' })).toHaveValue('48000');
  await expect(shared.getByRole('textbox', { name: 'Part-time hours a week' })).toHaveValue('24');
  await expect(shared.getByRole('textbox', { name: 'Expected market return' })).toHaveValue('6');
  await expect(shared.getByRole('textbox', { name: 'Months part-time' })).toHaveValue('18');
  await expect(shared.getByRole('region', { name: 'Full-time vs part-time' })).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});
