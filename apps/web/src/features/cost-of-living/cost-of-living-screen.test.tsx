import { calculateCostOfLiving, DESTINATIONS } from '@freedompath/engine/cost-of-living';
import { useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency, formatMonths } from '@/lib/format';
import { getCalculationEvents } from '@/lib/analytics/calculation-event-sink';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { descriptionOf } from '../calculators/kit/test-support/description-of';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { countsAsZeroHint } from './current-expenses-card';
import { congratulationLine } from './cost-of-living-results';
import { CostOfLivingScreen } from './cost-of-living-screen';
import { costOfLivingForm } from './cost-of-living-form-state';
import { costOfLivingPlan } from './cost-of-living-plan';
import type { CostOfLivingPlan } from './cost-of-living-plan';

async function setup(plan: CostOfLivingPlan = costOfLivingPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <CostOfLivingScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Cost of Living Calculator' });
  return { user, ...view };
}

const amountField = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const destinationSelect = () =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: 'Destination' });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Cost Difference' });
const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

function expectNoBadFigures() {
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

describe('CostOfLivingScreen', () => {
  it('shows the two cards, the destination choices by name, and no results before calculating', async () => {
    await setup();
    expect(screen.getByRole('group', { name: 'Current Expenses' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Destination Selection' })).toBeTruthy();
    for (const name of [
      'Runway Balance / Savings',
      'Rent/Mortgage',
      'Utilities',
      'Food & Groceries',
      'Transportation',
      'Healthcare',
      'Entertainment',
      'Other',
    ]) {
      expect(amountField(name).value).toBe('');
    }
    const options = within(destinationSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a destination',
      'Bali, Indonesia',
      'Chiang Mai, Thailand',
      'Lisbon, Portugal',
      'Mexico City, Mexico',
      'Medellín, Colombia',
      'Custom Location',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Custom Location' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cost Comparison' })).toBeNull();
  });

  it('asks for a destination and an expense, at their places, and spends nothing', async () => {
    const { user } = await setup();
    await user.click(calculateButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter at least one expense',
    );
    expect(descriptionOf(destinationSelect())).toEqual(['Please select a destination']);
    expect(destinationSelect().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(destinationSelect()));
    expect(freeCalculationCounter.used()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Cost Comparison' })).toBeNull();
  });

  it('counts text in an amount as $0, says so, and still needs one real expense', async () => {
    const { user } = await setup();
    await user.type(amountField('Rent/Mortgage'), 'lots');
    await user.selectOptions(destinationSelect(), 'Bali, Indonesia');
    expect(descriptionOf(amountField('Rent/Mortgage'))).toEqual([countsAsZeroHint]);
    await user.click(calculateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter at least one expense',
    );
    expect(screen.queryByText('Please select a destination')).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('rejects negative amounts at their fields and spends nothing', async () => {
    const { user } = await setup();
    await user.type(amountField('Runway Balance / Savings'), '-100');
    await user.type(amountField('Food & Groceries'), '-5');
    await user.type(amountField('Rent/Mortgage'), '1000');
    await user.selectOptions(destinationSelect(), 'Lisbon, Portugal');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(amountField('Food & Groceries'))).toEqual([
        'Expenses cannot be negative',
      ]),
    );
    expect(descriptionOf(amountField('Runway Balance / Savings'))).toEqual([
      'Savings cannot be negative',
    ]);
    expect(document.activeElement).toBe(amountField('Runway Balance / Savings'));
    expect(freeCalculationCounter.used()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Cost Comparison' })).toBeNull();
  });

  it('shows the engine’s comparison, runway extension, savings and score, with the congratulation line', async () => {
    const { user } = await setup();
    await user.type(amountField('Runway Balance / Savings'), '30,000');
    await user.type(amountField('Rent/Mortgage'), '2000');
    await user.type(amountField('Food & Groceries'), '600');
    await user.type(amountField('Transportation'), '300');
    await user.selectOptions(destinationSelect(), 'Bali, Indonesia');
    await user.click(calculateButton());

    const expected = calculateCostOfLiving({
      currentExpenses: { rent: 2000, food: 600, transportation: 300 },
      savings: 30_000,
      destination: 'bali',
    });
    expect(await screen.findByRole('heading', { name: 'Cost Comparison' })).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastTitles()).toContain('Success! Calculation completed successfully!');

    const table = screen.getByRole('table', { name: 'Monthly costs now and in Bali, Indonesia' });
    const cells = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Rent/Mortgage')).toEqual(['Rent/Mortgage', '$2,000', '$700', '-65% Cheaper']);
    expect(cells('Transportation')).toEqual(['Transportation', '$300', '$90', '-70% Cheaper']);
    expect(cells('Healthcare')).toEqual(['Healthcare', '$0', '$0', 'No expense']);
    expect(within(table).getByText('-65% Cheaper').className).toContain('text-emerald-800');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();

    const outlook = screen.getByRole('region', { name: 'Living in Bali, Indonesia' });
    expect(outlook.textContent).toContain(formatMonths(expected.runwayExtensionMonths));
    expect(outlook.textContent).toContain('longer your $30,000 would last in Bali, Indonesia');
    expect(outlook.textContent).toContain(formatCurrency(expected.monthlySavings));
    expect(outlook.textContent).toContain(
      `a month: ${formatCurrency(expected.currentTotal)} now, ${formatCurrency(expected.newTotal)} in Bali, Indonesia`,
    );
    expect(outlook.textContent).toContain(`${expected.nomadScore}%more affordable`);
    expect(screen.getByText(congratulationLine('Bali, Indonesia'))).toBeTruthy();
    const completed = getCalculationEvents().find((event) => event.type === 'completed');
    expect(completed).toMatchObject({
      calculatorType: 'cost-of-living-calculator',
      results: expected,
    });
    expectNoBadFigures();
  });

  it('gives no congratulation line at a score of 30 % or less', async () => {
    const { user } = await setup();
    await user.type(amountField('Utilities'), '200');
    await user.selectOptions(destinationSelect(), 'Lisbon, Portugal');
    await user.click(calculateButton());
    const outlook = await screen.findByRole('region', { name: 'Living in Lisbon, Portugal' });
    expect(outlook.textContent).toContain('30%more affordable');
    expect(outlook.textContent).toContain(
      'Enter your runway balance to see how much longer your savings last.',
    );
    expect(screen.queryByText(/Congratulations/)).toBeNull();
  });

  it('asks for the custom location only when chosen, and names the results after it', async () => {
    const { user } = await setup();
    await user.selectOptions(destinationSelect(), 'Custom Location');
    await user.type(screen.getByRole('textbox', { name: 'Custom Location' }), 'Porto, Portugal');
    await user.type(amountField('Rent/Mortgage'), '1200');
    await user.type(amountField('Runway Balance / Savings'), '10000');
    await user.click(calculateButton());
    const table = await screen.findByRole('table', {
      name: 'Monthly costs now and in Porto, Portugal',
    });
    const rent = within(table).getByText('0% Same cost');
    expect(rent.className).toContain('text-red-800');
    expect(screen.getByRole('region', { name: 'Living in Porto, Portugal' }).textContent).toContain(
      'Your $10,000 would last as long in Porto, Portugal as it does now.',
    );
    await user.selectOptions(destinationSelect(), 'Bali, Indonesia');
    expect(screen.queryByRole('textbox', { name: 'Custom Location' })).toBeNull();
  });

  it('never shows NaN, Infinity or undefined for extreme or odd amounts', async () => {
    const { user } = await setup();
    await user.type(amountField('Runway Balance / Savings'), '1000000000000');
    await user.type(amountField('Rent/Mortgage'), '0.01');
    await user.type(amountField('Utilities'), '1e5');
    await user.type(amountField('Other'), '.');
    await user.selectOptions(destinationSelect(), 'Chiang Mai, Thailand');
    await user.click(calculateButton());
    await screen.findByRole('heading', { name: 'Cost Comparison' });
    expectNoBadFigures();

    await user.clear(amountField('Rent/Mortgage'));
    await user.type(amountField('Rent/Mortgage'), '999999999999.99');
    await user.click(calculateButton());
    await waitFor(() => expect(freeCalculationCounter.used()).toBe(2));
    expectNoBadFigures();
  });

  it('keeps the link in step with the form', async () => {
    const user = userEvent.setup();
    // As the route does it: the plan is the URL's search, validated by the plan's schema.
    function RoutedScreen() {
      const search: unknown = useSearch({ strict: false });
      return <CostOfLivingScreen plan={costOfLivingPlan.parse(search)} />;
    }
    const { router } = renderWithRouter(() => <RoutedScreen />);
    await screen.findByRole('heading', { level: 1 });
    await user.type(amountField('Rent/Mortgage'), '1500');
    await user.selectOptions(destinationSelect(), 'Medellín, Colombia');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ rent: 1500, destination: 'medellin' }),
    );
    await user.type(amountField('Rent/Mortgage'), 'x');
    await user.type(amountField('Food & Groceries'), '-3');
    await user.type(amountField('Utilities'), '7');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ utilities: 7 }));
    // Food was blank before the negative, and a blank amount is null in the plan.
    expect(router.state.location.search).toMatchObject({ rent: 1500, food: null });
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('fills the form in from a shared plan and shows no results until calculated', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rent: fc.integer({ min: 0, max: 1e8 }).map((cents) => cents / 100),
          savings: fc.integer({ min: 0, max: 1e9 }),
          destination: fc.constantFrom(...DESTINATIONS.map((d) => d.value)),
          customLocation: fc.string({ maxLength: 30 }),
        }),
        async (values) => {
          const plan = { ...costOfLivingPlan.defaults, ...values };
          const view = await setup(plan);
          const form = costOfLivingForm.fromPlan(plan);
          expect(amountField('Rent/Mortgage').value).toBe(form.rent);
          expect(amountField('Runway Balance / Savings').value).toBe(form.savings);
          expect(destinationSelect().value).toBe(values.destination);
          if (values.destination === 'custom') {
            expect(
              screen.getByRole<HTMLInputElement>('textbox', { name: 'Custom Location' }).value,
            ).toBe(values.customLocation);
          }
          expect(screen.queryByRole('heading', { name: 'Cost Comparison' })).toBeNull();
          view.unmount();
        },
      ),
      { numRuns: 10 },
    );
    expect(freeCalculationCounter.used()).toBe(0);
    expect(getCalculationEvents().some((event) => event.type === 'completed')).toBe(false);
  });

  it('covers the screen with the paywall once the free calculations are used', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    await setup();
    expect(screen.getByRole('dialog', { name: 'Sign in to Continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In or Upgrade' }).getAttribute('href')).toBe(
      '/auth',
    );
  });
});
