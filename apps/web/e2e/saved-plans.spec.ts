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

test('a signed-in user saves a plan with its results, reopens it seeing them without spending, and recalculates', async ({
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
  await page.getByRole('button', { name: 'Calculate Your Runway' }).click();
  const results = page.getByRole('heading', { name: 'Your Runway', exact: true });
  await expect(results).toBeVisible();
  await expect.poll(() => spent.length).toBe(1);

  // Save, from the keyboard: the menu button, Save plan…, a name, Enter.
  const menuButton = page.getByRole('button', { name: 'Saved plans' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Save plan…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save plan' });
  const name = dialog.getByLabel('Plan name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/^Runway Calculator — /);
  await expect(dialog).toContainText('the results shown');
  await name.fill('Lean year in Lisbon');
  await name.press('Enter');
  await expect(page.getByText('Financial data saved successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The same name again, in another case, is refused at the name field.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Save plan…' }).click();
  await name.fill('  lean YEAR in lisbon ');
  await name.press('Enter');
  const taken = 'You already have a plan of this calculator with that name. Choose another name.';
  await expect(dialog.getByText(taken)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Reopen it from My Account on a fresh page: its name and saved results, dated, for free.
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Saved plans' });
  const row = card.getByRole('listitem').filter({ hasText: 'Lean year in Lisbon' });
  await expect(row).toContainText('Runway Calculator · Updated');
  await row.getByRole('link', { name: 'Open Lean year in Lisbon' }).click();
  await expect(page).toHaveURL(/\/runway-calculator\?/);
  await expectInputs(page);
  const saved = page.getByRole('region', { name: 'Lean year in Lisbon' });
  await expect(saved).toContainText(/Results as saved on \w{3} \d{1,2}, \d{4}\./);
  await expect(saved.getByRole('term')).toHaveText([
    'Runway',
    'Risk Level',
    'Monthly Withdrawal',
    /^Projected Balance After Year \d+$/,
  ]);
  await expect(saved.getByRole('definition').first()).toHaveText(/ months$|^Indefinitely$/);
  await expect(saved).toContainText('you have 4 calculations left');
  // Seeing them again computed and spent nothing: no results of a new calculation either.
  await expect(results).toHaveCount(0);
  expect(spent).toHaveLength(1);
  await expectAccessible(page);

  // The menu's Open loads it too, from a blank form; the count has not dropped.
  await page.goto('/runway-calculator');
  await expect(page.getByRole('textbox', { name: 'Current Savings' })).toHaveValue('');
  await menuButton.click();
  await page.getByRole('menuitem', { name: /Lean year in Lisbon/ }).hover();
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/currentSavings=25000/);
  await expectInputs(page);
  await expect(saved).toContainText('you have 4 calculations left');
  expect(spent).toHaveLength(1);

  // Recalculate spends one, from the keyboard, and the new results replace the saved ones.
  await saved.getByRole('button', { name: 'Recalculate' }).focus();
  await page.keyboard.press('Enter');
  await expect(results).toBeVisible();
  await expect(saved).toBeHidden();
  await expect.poll(() => spent.length).toBe(2);

  // Opened again, the plan says one calculation fewer is left.
  await menuButton.click();
  await page.getByRole('menuitem', { name: /Lean year in Lisbon/ }).hover();
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await expect(saved).toContainText('you have 3 calculations left');
  expect(spent).toHaveLength(2);
  // The browser logs the one request refused: the taken name.
  expect(errors).toEqual([expect.stringContaining('409')]);
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
