import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** The panel a disclosure button controls (React's ids need no CSS escaping this way). */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('header on a desktop', () => {
  test('the calculator picker finds "debt" as you type and opens it on Enter', async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto('/pricing');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Select Calculator' });
    await trigger.click();

    const search = page.getByRole('combobox', { name: 'Search calculators' });
    await expect(search).toBeFocused();
    const listbox = page.getByRole('listbox', { name: 'Calculators' });
    await expect(listbox.getByRole('option')).toHaveCount(14);
    await expect(listbox.getByRole('option', { name: /^Runway Calculator Popular/ })).toBeVisible();
    await expectAccessible(page);

    await search.pressSequentially('debt');
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /calculator/ })).toHaveText(
      '1 calculator',
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/debt-paydown-calculator$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Debt Paydown Calculator' }),
    ).toBeVisible();
    await expect(search).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('the picker opens with ArrowDown, says when nothing matches and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/debt-paydown-calculator');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Select Calculator' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');

    const search = page.getByRole('combobox', { name: 'Search calculators' });
    await expect(search).toBeFocused();
    const current = page.getByRole('option', { name: /^Debt Paydown Calculator New/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await current.getAttribute('id')) ?? '',
    );

    await search.pressSequentially('zzz');
    await expect(page.getByText('No calculators match “zzz”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('header on a phone', () => {
  for (const width of [360, 390]) {
    test(`is one row at most 64 px tall at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/resources');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Select Calculator' })).toBeVisible();
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the menu button opens the links and leads to Pricing; Escape closes it', async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resources');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await menu.click();
    const close = header.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, close);
    await expect(panel.getByRole('link', { name: 'Planning Guides' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await (await controlledBy(page, close)).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('the picker fills the width under the header and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resources');
    await page.getByRole('banner').getByRole('button', { name: 'Select Calculator' }).click();
    const search = page.getByRole('combobox', { name: 'Search calculators' });
    await expect(search).toBeFocused();
    const box = await search.boundingBox();
    expect(box?.width).toBeGreaterThan(340);
    await expectAccessible(page);

    await search.pressSequentially('layoff');
    await page.getByRole('option', { name: /^Layoff Transition Calculator New/ }).click();
    await expect(page).toHaveURL(/\/layoff-calculator$/);
  });
});
