import { planTrip } from '@freedompath/engine';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

async function addStop(
  page: Page,
  stop: { country: string; start?: string; end?: string; days?: string; budget?: string },
) {
  const panel = page.getByRole('form', { name: 'Add a destination' });
  await panel.getByRole('combobox', { name: 'Country' }).selectOption({ label: stop.country });
  if (stop.start) await panel.getByLabel(/^Start date/).fill(stop.start);
  if (stop.days) {
    await panel.getByRole('slider', { name: 'Length of stay (days)' }).fill(stop.days);
  }
  if (stop.end) await panel.getByLabel(/^End date/).fill(stop.end);
  if (stop.budget) await panel.getByRole('textbox', { name: 'Budget ($)' }).fill(stop.budget);
  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await expect(
    page.getByText(`${stop.country} added to your itinerary`, { exact: true }),
  ).toBeVisible();
}

test('travel planner: build an itinerary, estimate the trip and share it', async ({
  page,
  context,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/travel-planner');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Career Break Travel Planner' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Career Break Travel Planner — FreedomPath');
  await expect(page.getByRole('button', { name: 'Calculate Trip Cost' })).toBeDisabled();
  await expectAccessible(page);

  await addStop(page, { country: 'Japan', start: '2027-03-01', days: '10', budget: '1500' });
  await addStop(page, { country: 'Thailand', end: '2027-03-31' });
  await page
    .getByRole('textbox', { name: 'Daily travel cost in the United States ($)' })
    .fill('180');
  expect(await freeCalculationsUsed(page)).toBe(0);
  await page.getByRole('button', { name: 'Calculate Trip Cost' }).click();

  const expected = planTrip({
    itinerary: [
      { id: 'japan', countryId: 'japan', startDate: '2027-03-01', endDate: '2027-03-10' },
      { id: 'thailand', countryId: 'thailand', startDate: '2027-03-11', endDate: '2027-03-31' },
    ],
    baseDailyCost: 180,
  });
  const summary = page.getByRole('region', { name: 'Trip Summary' });
  await expect(summary).toContainText(
    `Estimated Trip Cost${usd.format(expected.totalEstimatedCost)}`,
  );
  await expect(summary).toContainText('Trip StartMar 1, 2027');
  await expect(summary).toContainText('Trip EndMar 31, 2027');
  await expect(summary).toContainText(`Trip Length${expected.totalDays} days`);
  expect(await freeCalculationsUsed(page)).toBe(1);
  await expectAccessible(page);

  const shared = await openCopiedLink(page, context);
  const stops = shared.getByRole('list', { name: 'Itinerary stops' });
  await expect(stops.getByRole('listitem')).toHaveCount(2);
  await expect(stops.getByRole('listitem').first()).toContainText(
    'JapanMar 1 – Mar 10, 2027 · 10 daysBudget: $1,500',
  );
  await expect(stops.getByRole('listitem').last()).toContainText(
    'ThailandMar 11 – Mar 31, 2027 · 21 days',
  );
  await expect(
    shared.getByRole('textbox', { name: 'Daily travel cost in the United States ($)' }),
  ).toHaveValue('180');
  await expect(shared.getByLabel(/^Start date/)).toHaveValue('2027-04-01');
  await expect(shared.getByRole('heading', { name: 'Trip Summary' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});

test('travel planner: refuse bad stops and remove one at 360 px without sideways scrolling', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/travel-planner');
  const panel = page.getByRole('form', { name: 'Add a destination' });

  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await expect(panel.getByText('Please select a country')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Country' })).toBeFocused();

  await panel.getByLabel(/^Start date/).fill('2027-06-10');
  await expect(panel.getByLabel(/^End date/)).toHaveAttribute('min', '2027-06-10');
  await panel.getByLabel(/^End date/).fill('2027-06-01');
  await panel.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Portugal' });
  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await expect(panel.getByText('End date cannot be before start date')).toBeVisible();

  await addStop(page, { country: 'Portugal', end: '2027-06-20' });
  await addStop(page, { country: 'Morocco' });
  await page.getByRole('button', { name: /^Remove Portugal/ }).click();
  await expect(page.getByText('Destination removed from itinerary', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Itinerary stops' }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Calculate Trip Cost' }).click();
  await expect(page.getByRole('heading', { name: 'Trip Summary' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('travel planner: locked once the free calculations are used up', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.goto('/travel-planner');
  await page.evaluate(() => window.localStorage.setItem('free_calculations_used', '5'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sign in to Continue' })).toContainText(
    "You've used all your free calculations. Please upgrade to continue.",
  );
  await expect(page.getByRole('form', { name: 'Add a destination' })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
