import { calculateInternationalRunway } from '@freedompath/engine';
import { expect, test } from './support/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

test('international runway: calculate, check the best match, share the plan', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/international-runway-calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'International Financial Runway Calculator' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('International Financial Runway Calculator — FreedomPath');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Cash Savings' }).fill('40000');
  await page.getByRole('textbox', { name: 'Investments' }).fill('20000');
  await page.getByRole('textbox', { name: 'Monthly Remote Income' }).fill('500');
  await page.getByRole('radio', { name: 'Cash savings only' }).check();
  await page.getByRole('checkbox', { name: 'Digital nomad' }).check();
  for (const country of ['Spain', 'Thailand', 'Colombia']) {
    await page.getByRole('checkbox', { name: country }).check();
  }
  await page.getByRole('button', { name: 'Calculate Financial Runway' }).click();

  const results = page.getByRole('region', { name: 'Your runway abroad' });
  await expect(results).toBeVisible();
  const expected = calculateInternationalRunway({
    cashSavings: 40000,
    investments: 20000,
    monthlyRemoteIncome: 500,
    portfolioWithdrawal: 0,
    visaTypePreference: ['digital_nomad'],
    selectedCountries: ['spain', 'thailand', 'colombia'],
    runwayCalculationType: 'cash',
    includeIncome: true,
  }).countries.toSorted((a, b) => b.score - a.score);
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, country] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      `${country.flag}${country.name}`,
    );
    await expect(card).toContainText(`Score: ${country.score}/100`);
    await expect(card).toContainText(usd.format(country.monthlyCost));
    const years = oneDecimal.format(country.runwayMonths / 12);
    await expect(card).toContainText(
      `${oneDecimal.format(country.runwayMonths)} months (${years} years)`,
    );
  }
  const best = expected[0]!;
  expect(best.isBestMatch).toBe(true);
  await expect(cards.first().getByText('Best Match')).toBeVisible();
  await expect(results.getByText('Best Match')).toHaveCount(1);
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const sharedErrors = watchErrors(shared).errors;
  await expect(shared.getByRole('textbox', { name: 'Cash Savings' })).toHaveValue('40000');
  await expect(shared.getByRole('textbox', { name: 'Investments' })).toHaveValue('20000');
  await expect(shared.getByRole('textbox', { name: 'Monthly Remote Income' })).toHaveValue('500');
  await expect(shared.getByRole('radio', { name: 'Cash savings only' })).toBeChecked();
  await expect(shared.getByRole('checkbox', { name: 'Digital nomad' })).toBeChecked();
  for (const country of ['Spain', 'Thailand', 'Colombia']) {
    await expect(shared.getByRole('checkbox', { name: country })).toBeChecked();
  }
  await expect(shared.getByRole('checkbox', { name: 'Portugal' })).not.toBeChecked();
  await expect(shared.getByRole('region', { name: 'Your runway abroad' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
  expect(sharedErrors).toEqual([]);
});
