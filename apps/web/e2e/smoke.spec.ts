import { expect, test } from './support/test';

test.describe('smoke', () => {
  test('the home page renders without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Build your path to freedom' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('FreedomPath — Build your path to freedom');
    await expect(page.getByRole('link', { name: 'Calculate My Runway' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Select Calculator picker opens from the keyboard and leads to a calculator', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Select Calculator' });
    await trigger.focus();
    await page.keyboard.press('Enter');

    // Opening focuses the search box, which points at the first option; arrows walk the list.
    await expect(page.getByRole('combobox', { name: 'Search calculators' })).toBeFocused();
    const runway = page.getByRole('option', { name: /^Runway Calculator/ });
    await expect(runway).toContainText('Popular');
    await expect(runway).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(runway).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(runway).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/runway-calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Runway Calculator' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(
      'not financial, investment, tax or legal advice',
    );
  });

  test('an unknown path shows Page not found', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
