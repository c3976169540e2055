import { compareOffers, createDefaultOffer } from '@freedompath/engine';
import { expect, test } from './support/test';
import { expectAccessible, openCopiedLink, usd, watchErrors } from './support/calculator-page';

test('compensation: fill two offers, calculate, share them', async ({ page, context }) => {
  const { errors } = watchErrors(page);
  await page.goto('/compensation-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compensation Comparison' }),
  ).toBeVisible();
  await expectAccessible(page);

  const current = page.getByRole('region', { name: 'Current Job' });
  await current.getByRole('textbox', { name: 'Base salary' }).fill('90000');
  await current.locator('summary', { hasText: 'Bonuses' }).click();
  await current.getByRole('textbox', { name: 'Performance bonus' }).fill('10');

  const next = page.getByRole('region', { name: 'New Offer' });
  await next.getByRole('textbox', { name: 'Offer name' }).fill('Globex');
  const globex = page.getByRole('region', { name: 'Globex' });
  await globex.getByRole('textbox', { name: 'Base salary' }).fill('120000');
  await globex.locator('summary', { hasText: 'Bonuses' }).click();
  await globex.getByRole('textbox', { name: 'Signing bonus' }).fill('20000');
  await globex.locator('summary', { hasText: 'Retirement & health' }).click();
  await globex.getByRole('textbox', { name: '401(k) match' }).fill('6');

  await page.getByRole('button', { name: 'Calculate' }).click();
  const expected = compareOffers([
    { ...createDefaultOffer('current', 'Current Job'), baseSalary: 90000, performanceBonus: 10 },
    {
      ...createDefaultOffer('new', 'Globex'),
      baseSalary: 120000,
      signingBonus: 20000,
      matchPercentage401k: 6,
    },
  ]);
  const results = page.getByRole('region', { name: 'Comparison' });
  await expect(results).toBeVisible();
  const globexResult = results.getByRole('article', { name: 'Globex' });
  await expect(globexResult).toContainText(usd.format(expected[1]!.totalCompensation));
  await expect(globexResult).toContainText('Highest total');
  await expect(results.getByRole('article', { name: 'Current Job' })).toContainText(
    usd.format(expected[0]!.totalCompensation),
  );
  await expect(results.getByRole('img', { name: 'Annual compensation breakdown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recalculate' })).toBeVisible();
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  const sharedGlobex = shared.getByRole('region', { name: 'Globex' });
  // The groups show how many of their fields are set while closed.
  await expect(sharedGlobex.locator('summary', { hasText: 'Bonuses' })).toContainText('1 set');
  await sharedGlobex.locator('summary', { hasText: 'Bonuses' }).click();
  await sharedGlobex.locator('summary', { hasText: 'Retirement & health' }).click();
  await expect(
    shared
      .getByRole('region', { name: 'Current Job' })
      .getByRole('textbox', { name: 'Base salary' }),
  ).toHaveValue('90000');
  await expect(sharedGlobex.getByRole('textbox', { name: 'Base salary' })).toHaveValue('120000');
  await expect(sharedGlobex.getByRole('textbox', { name: 'Signing bonus' })).toHaveValue('20000');
  await expect(sharedGlobex.getByRole('textbox', { name: '401(k) match' })).toHaveValue('6');
  await expect(shared.getByRole('region', { name: 'Comparison' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Calculate' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});
