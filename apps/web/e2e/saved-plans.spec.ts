import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** What the journey types into the runway calculator. */
const inputs = {
  'Break Duration (months)': '18',
  'Current Savings': '25000',
  'Stock Investments': '60000',
  'Monthly Expenses During Break': '3500',
} as const;

/** How the fields read back once filled (money fields show thousands separators on blur). */
async function expectInputs(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(inputs)) {
    await expect(page.getByRole('textbox', { name })).toHaveValue(
      new RegExp(`^${Number(value).toLocaleString('en-US').replace(',', ',?')}$`),
    );
  }
}

/** Requests that would spend or compute a calculation on the server. */
function watchCalculations(page: Page): string[] {
  const spent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(quota|calculations)\b/.test(request.url())) spent.push(request.url());
  });
  return spent;
}

test('a signed-in user saves a plan, reloads, reopens it from /account and sees the same inputs', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const spent = watchCalculations(page);
  await signUpAndSignIn(page, request);

  await page.goto('/runway-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
  for (const [name, value] of Object.entries(inputs)) {
    await page.getByRole('textbox', { name }).fill(value);
  }
  await expect(page).toHaveURL(/currentSavings=25000/);

  // Save, from the keyboard: the menu button, Save plan…, a name, Enter.
  const menuButton = page.getByRole('button', { name: 'Saved plans' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Save plan…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save plan' });
  const name = dialog.getByLabel('Plan name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/^Runway Calculator — /);
  await name.fill('Lean year in Lisbon');
  await name.press('Enter');
  await expect(page.getByText('Financial data saved successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A reload keeps the session; the plan is in the menu of this calculator.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: /Lean year in Lisbon/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Start over on a blank calculator, then reopen the plan from My Account.
  await page.goto('/runway-calculator');
  await expect(page.getByRole('textbox', { name: 'Current Savings' })).toHaveValue('');
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  const card = page.getByRole('region', { name: 'Saved plans' });
  const row = card.getByRole('listitem').filter({ hasText: 'Lean year in Lisbon' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Runway Calculator · Updated');
  await row.getByRole('link', { name: 'Open Lean year in Lisbon' }).click();

  await expect(page).toHaveURL(/\/runway-calculator\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
  await expectInputs(page);
  // Opened as a shared link opens: no results until Calculate, no calculation spent.
  await expect(page.getByRole('heading', { name: 'Your Runway Profile', exact: true })).toHaveCount(
    0,
  );

  // The menu's Open loads it too, here from a blank form.
  await page.goto('/runway-calculator');
  await expect(page.getByRole('textbox', { name: 'Current Savings' })).toHaveValue('');
  await menuButton.click();
  await page.getByRole('menuitem', { name: /Lean year in Lisbon/ }).hover();
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/currentSavings=25000/);
  await expectInputs(page);

  expect(spent).toEqual([]);
  expect(errors).toEqual([]);
});

test('the menu, its dialogs and the account card pass axe and fit a 360 px screen', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await signUpAndSignIn(page, request);

  await page.goto('/paycheck-planner');
  const menuButton = page.getByRole('button', { name: 'Saved plans' });
  await menuButton.click();
  await expect(
    page.getByRole('menuitem', { name: 'No saved plans for this calculator yet.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Save plan…' }).click();
  await expect(page.getByRole('dialog', { name: 'Save plan' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Financial data saved successfully!', { exact: true })).toBeVisible();
  expect(await fitsWidth()).toBe(true);

  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Saved plans' });
  await expect(card.getByRole('link', { name: /^Open Paycheck Planner — / })).toBeVisible();
  await expectAccessible(page);
  expect(await fitsWidth()).toBe(true);

  // Delete, after confirming; the list is then empty.
  await card.getByRole('button', { name: /^Delete Paycheck Planner/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This cannot be undone.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete plan' }).click();
  await expect(card.getByText(/No saved plans yet/)).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Saved plans' })).toBeFocused();
  expect(errors).toEqual([]);
});
