import { calculateCareerBreakBudget } from '@freedompath/engine';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

async function addExpense(page: Page, name: string, amount: string, category: string) {
  const form = page.getByRole('form', { name: 'Add an expense' });
  await form.getByRole('textbox', { name: 'Expense name' }).fill(name);
  await form.getByRole('textbox', { name: 'Monthly amount ($)' }).fill(amount);
  await form.getByRole('combobox', { name: 'Category' }).selectOption(category);
  await form.getByRole('button', { name: 'Add Expense' }).click();
}

test('career break: budget a break, read the impact and share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/career-break-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Career Break Budget Calculator' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Career Break Budget Calculator — FreedomPath');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Duration (years)' }).fill('1.5');
  await page.getByRole('textbox', { name: 'Emergency Buffer (%)' }).fill('15');
  await page.getByRole('textbox', { name: 'Current Savings ($)' }).fill('60000');
  await page.getByRole('textbox', { name: 'Current Annual Income ($)' }).fill('85000');
  await addExpense(page, 'Rent', '2000', 'Housing');
  await addExpense(page, 'Groceries', '600', 'Food');
  await page.getByRole('button', { name: 'Calculate' }).click();

  const expected = calculateCareerBreakBudget({
    durationYears: 1.5,
    emergencyBufferPercent: 15,
    currentSavings: 60_000,
    currentAnnualIncome: 85_000,
    expenses: [
      { id: 'rent', name: 'Rent', amount: 2000, category: 'Housing' },
      { id: 'food', name: 'Groceries', amount: 600, category: 'Food' },
    ],
  });
  const impact = page.getByRole('region', { name: 'Impact Analysis' });
  await expect(impact).toContainText(`Total Funds Needed${usd.format(expected.totalFundsNeeded)}`);
  await expect(impact).toContainText(`Income Loss${usd.format(expected.incomeLoss)}`);
  await expect(impact).toContainText('Severe Impact');

  const funding = page.getByRole('region', { name: 'Funding Source Analysis' });
  await funding.getByRole('tab', { name: 'Rental Income' }).click();
  await expect(funding.getByRole('tabpanel', { name: 'Rental Income' })).toContainText(
    'Not sustainable',
  );
  await funding.getByRole('tab', { name: 'Market Scenarios' }).click();
  await expect(funding.getByRole('heading', { name: 'Bear Market' })).toBeVisible();
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  await expect(shared.getByRole('textbox', { name: 'Duration (years)' })).toHaveValue('1.5');
  await expect(shared.getByRole('textbox', { name: 'Emergency Buffer (%)' })).toHaveValue('15');
  await expect(shared.getByRole('textbox', { name: 'Current Savings ($)' })).toHaveValue('60000');
  await expect(shared.getByRole('textbox', { name: 'Current Annual Income ($)' })).toHaveValue(
    '85000',
  );
  await expect(shared.getByRole('list', { name: 'Housing expenses' })).toContainText('Rent');
  await expect(shared.getByRole('list', { name: 'Food expenses' })).toContainText('Groceries');
  await expect(shared.getByRole('heading', { name: 'Impact Analysis' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});

test('career break: edit and remove expenses at 360 px without sideways scrolling', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/career-break-calculator');
  await expect(page.getByText('Enter your current savings')).toBeVisible();

  await page.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Please fill in both name and amount')).toHaveCount(2);
  await addExpense(page, 'Health insurance', '450', 'Insurance');
  await addExpense(page, 'Bus pass', '90', 'Transportation');
  await expect(page.getByText('Total Monthly Expenses')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Bus pass' }).click();
  const editor = page.getByRole('form', { name: 'Edit Bus pass' });
  await editor.getByRole('textbox', { name: 'Monthly amount ($)' }).fill('120');
  await editor.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Expense updated successfully', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Health insurance' }).click();
  await expect(page.getByText('Expense removed successfully', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Duration (years)' }).fill('0.5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Impact Analysis' })).toBeVisible();
  await expect(page.getByText('Impact severity needs your current savings')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
