import { planPaychecks } from '@freedompath/engine';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

async function addBill(page: Page, name: string, amount: string, dueDay: string, split: boolean) {
  const form = page.getByRole('form', { name: 'Add a bill' });
  await form.getByRole('textbox', { name: 'Bill name' }).fill(name);
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: 'Due day' }).fill(dueDay);
  if (split) await form.getByRole('switch', { name: 'Split between paychecks' }).click();
  await form.getByRole('button', { name: 'Add Bill' }).click();
}

async function fillPlan(page: Page) {
  await page.getByRole('textbox', { name: 'Monthly Income' }).fill('5000');
  await page.getByRole('combobox', { name: 'Pay Frequency' }).selectOption('semimonthly');
  await page.getByLabel('Start Date').fill('2026-03-01');
  await addBill(page, 'Rent', '1500', '1', true);
  await addBill(page, 'Phone', '80', '20', false);
}

test('paycheck planner: plan paychecks, read the calendar and share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/paycheck-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Paycheck Planner' })).toBeVisible();
  await expect(page).toHaveTitle('Paycheck Planner — FreedomPath');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await expect(page.getByText('Please enter your income and start date.')).toBeVisible();
  await expectAccessible(page);

  await fillPlan(page);
  await expect(page.getByRole('list', { name: 'Your bills' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Calculate' }).click();

  const expected = planPaychecks({
    monthlyIncome: 5000,
    payFrequency: 'semimonthly',
    startDate: '2026-03-01',
    bills: [
      { name: 'Rent', amount: 1500, dueDate: 1, split: true },
      { name: 'Phone', amount: 80, dueDate: 20, split: false },
    ],
  });
  const panel = page.getByRole('region', { name: 'Payment Distribution' });
  await expect(panel).toContainText(`Each Paycheck${usd.format(expected.paycheckAmount)}`);
  await expect(panel.getByRole('article', { name: 'Second paycheck of the month' })).toContainText(
    `Left over${usd.format(expected.periods[1]!.leftover)}`,
  );
  await expect(page.getByText('Paycheck distribution calculated!', { exact: true })).toBeVisible();
  expect(await freeCalculationsUsed(page)).toBe(1);

  const calendar = page.getByRole('region', { name: 'Payday Calendar' });
  const next = calendar.getByRole('button', { name: 'Next month' });
  const previous = calendar.getByRole('button', { name: 'Previous month' });
  const march = calendar.getByRole('grid', { name: 'March 2026' });
  await expect(march.getByRole('gridcell', { name: /March 1:/ })).toContainText(
    `Payday ${usd.format(expected.paycheckAmount)}`,
  );
  await expect(march.getByRole('gridcell', { name: /March 1:/ })).toContainText('Rent due $1,500');
  await expect(march.getByRole('gridcell', { name: /March 20:/ })).toContainText('Phone due $80');
  await expect(previous).toBeDisabled();
  await expectAccessible(page);

  await next.click();
  await expect(calendar.getByRole('heading', { name: 'April 2026' })).toBeVisible();
  await expect(
    calendar.getByRole('grid', { name: 'April 2026' }).getByRole('gridcell', { name: /April 15:/ }),
  ).toContainText('Payday');
  await next.click();
  const may = calendar.getByRole('grid', { name: 'May 2026' });
  await expect(may).toBeVisible();
  await expect(next).toBeDisabled();
  // The keyboard reads the days: Page Up goes back a month, the arrows move day by day.
  await may.getByRole('gridcell', { name: /May 1:/ }).focus();
  await page.keyboard.press('PageUp');
  await expect(calendar.getByRole('heading', { name: 'April 2026' })).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Wednesday, April 1');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toContainText('Thursday, April 2');

  const shared = await openCopiedLink(page, context);
  await expect(shared.getByRole('textbox', { name: 'Monthly Income' })).toHaveValue('5000');
  await expect(shared.getByRole('combobox', { name: 'Pay Frequency' })).toHaveValue('semimonthly');
  await expect(shared.getByLabel('Start Date')).toHaveValue('2026-03-01');
  const bills = shared.getByRole('list', { name: 'Your bills' });
  await expect(bills).toContainText('Rent$1,500 due on the 1st · split between paychecks');
  await expect(bills).toContainText('Phone$80 due on the 20th');
  await expect(shared.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await expect(shared.getByRole('heading', { name: 'Payment Distribution' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});

test('paycheck planner: works at 360 px without sideways scrolling', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/paycheck-planner');
  await fillPlan(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('grid', { name: 'March 2026' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
