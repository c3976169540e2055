import { calculatePrepaidExpenses } from '@freedompath/engine';
import { expect, test } from './support/test';
import { expectAccessible, openCopiedLink, usd, watchErrors } from './support/calculator-page';

test('prepaid expenses: fill the form, calculate, share the plan', async ({ page, context }) => {
  const { errors } = watchErrors(page);
  await page.goto('/prepaid-expenses-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prepaid Expenses Calculator' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Break duration (months)' }).fill('7');
  await page.getByRole('textbox', { name: 'Amount of expense 1' }).fill('1800');
  await page.getByRole('button', { name: 'Add expense' }).click();
  await page.getByRole('textbox', { name: 'Expense name of expense 3' }).fill('Car insurance');
  await page.getByRole('textbox', { name: 'Amount of expense 3' }).fill('420');
  await page.getByRole('combobox', { name: 'How often of expense 3' }).selectOption('quarterly');
  await page.getByRole('button', { name: 'Calculate Prepaid Expenses' }).click();

  const expected = calculatePrepaidExpenses({
    breakDuration: 7,
    expenses: [
      { name: 'Rent', amount: 1800, paymentFrequency: 'monthly' },
      { name: 'Health insurance premium', amount: 2400, paymentFrequency: 'annually' },
      { name: 'Car insurance', amount: 420, paymentFrequency: 'quarterly' },
    ],
  });
  const results = page.getByRole('region', { name: 'Your prepaid expenses' });
  await expect(results).toBeVisible();
  await expect(results.getByText('Total to set aside').locator('..')).toContainText(
    usd.format(expected.totalPrepaid),
  );
  await expect(results.getByText('Monthly equivalent').locator('..')).toContainText(
    usd.format(expected.monthlyEquivalent),
  );
  await expect(results.getByRole('table', { name: 'Breakdown by category' })).toBeVisible();
  await expect(results.getByText('Planning tip')).toBeVisible();
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  await expect(shared.getByRole('textbox', { name: 'Break duration (months)' })).toHaveValue('7');
  await expect(shared.getByRole('textbox', { name: 'Amount of expense 1' })).toHaveValue('1800');
  await expect(shared.getByRole('textbox', { name: 'Expense name of expense 3' })).toHaveValue(
    'Car insurance',
  );
  await expect(shared.getByRole('textbox', { name: 'Amount of expense 3' })).toHaveValue('420');
  await expect(shared.getByRole('combobox', { name: 'How often of expense 3' })).toHaveValue(
    'quarterly',
  );
  await expect(shared.getByRole('region', { name: 'Your prepaid expenses' })).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});

test('prepaid expenses: the locked view replaces the calculator once the free calculations are spent', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/prepaid-expenses-calculator');
  await page.evaluate(() => window.localStorage.setItem('free_calculations_used', '5'));
  await page.reload();
  const locked = page.getByRole('region', { name: 'Sign in to Continue' });
  await expect(locked).toContainText(
    "You've used all your free calculations. Please upgrade to continue.",
  );
  await expect(page.getByRole('textbox', { name: 'Break duration (months)' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/prepaid-expenses-calculator$/);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
