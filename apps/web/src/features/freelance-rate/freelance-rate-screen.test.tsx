import { calculateFreelanceRate } from '@freedompath/engine/freelance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency, formatPercent } from '@/lib/format';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { descriptionOf } from '../calculators/kit/test-support/description-of';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { freelanceRatePlan } from './freelance-rate-plan';
import type { FreelanceRatePlanValues } from './freelance-rate-plan';
import { FreelanceRateScreen } from './freelance-rate-screen';

const invalidNumbers = 'Please enter valid numbers for all required fields.';
const bothNeeded = 'Please fill in both name and amount';

async function setup(plan: FreelanceRatePlanValues = freelanceRatePlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <FreelanceRateScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Freelance Rate Calculator' });
  return { ...view, user };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const slider = (name: string) => screen.getByRole<HTMLInputElement>('slider', { name });
const calculateButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate Hourly Rate' });
const results = () => screen.queryByRole('region', { name: 'Your freelance rate' });

/** Replaces a field's text as a paste would (one change, not one per key: fast on slow CI). */
async function replace(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text !== '') await user.paste(text);
}

async function addBenefit(user: ReturnType<typeof userEvent.setup>, name: string, amount: string) {
  await replace(user, 'Benefit name', name);
  await replace(user, 'Amount a year', amount);
  await user.click(screen.getByRole('button', { name: 'Add benefit' }));
}

/** The figure of the result card labelled `label`. */
function card(region: HTMLElement, label: string): string {
  return within(region).getByText(label).parentElement?.textContent ?? '';
}

describe('FreelanceRateScreen', () => {
  it('starts with a blank salary, the product’s defaults and Calculate disabled until a salary is entered', async () => {
    const { user } = await setup();
    expect(field('Annual salary').value).toBe('');
    expect(field('Annual salary').required).toBe(true);
    expect(field('Billable hours a year').value).toBe('2080');
    const sliders = [
      ['Overhead', '15', '0', '50'],
      ['Time off', '10', '0', '30'],
      ['Marketing', '10', '0', '40'],
      ['Profit margin', '20', '0', '50'],
    ] as const;
    for (const [name, value, min, max] of sliders) {
      const input = slider(name);
      expect([input.value, input.min, input.max, input.step]).toEqual([value, min, max, '1']);
      expect(input.getAttribute('aria-valuetext')).toBe(`${value}%`);
    }
    expect(calculateButton().disabled).toBe(true);
    expect(descriptionOf(calculateButton())).toEqual(['Enter your annual salary to calculate.']);
    expect(results()).toBeNull();

    await replace(user, 'Annual salary', '90000');
    expect(calculateButton().disabled).toBe(false);
    expect(descriptionOf(calculateButton())).toEqual([]);
    expect(results()).toBeNull();
  });

  it('shows the engine’s rate, the composition bars and the breakdown after Calculate', async () => {
    const { user } = await setup();
    await replace(user, 'Annual salary', '104,000');
    await replace(user, 'Billable hours a year', '1600');
    await addBenefit(user, 'Health insurance', '6000');
    await addBenefit(user, 'Retirement match', '4,400');
    fireEvent.change(slider('Overhead'), { target: { value: '25' } });
    fireEvent.change(slider('Profit margin'), { target: { value: '0' } });
    expect(screen.getByText('25%')).toBeTruthy();
    expect(slider('Overhead').getAttribute('aria-valuetext')).toBe('25%');
    await user.click(calculateButton());

    const region = await screen.findByRole('region', { name: 'Your freelance rate' });
    const expected = calculateFreelanceRate({
      annualSalary: 104_000,
      workHours: 1600,
      benefits: [
        { name: 'Health insurance', amount: 6000 },
        { name: 'Retirement match', amount: 4400 },
      ],
      adjustments: { overhead: 25, timeOff: 10, marketing: 10, profitMargin: 0 },
    });
    expect(card(region, 'Recommended hourly rate')).toContain(
      formatCurrency(expected.hourlyRate, { cents: true }),
    );
    expect(card(region, 'Daily rate')).toContain(formatCurrency(expected.dailyRate));
    expect(card(region, 'Annual revenue')).toContain(formatCurrency(expected.annualRevenue));

    const bars = within(region).getByRole('list', { name: 'What your rate is made of' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expected.composition.map(
        (part) =>
          `${part.label}${formatCurrency(part.amount, { cents: true })} an hour, ${formatPercent(part.percent)} of the rate`,
      ),
    );

    const table = within(region).getByRole('table', { name: 'Rate breakdown' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[3]?.textContent).toBe(
      `Overhead25% of salary and benefits per hour${formatCurrency(expected.adjustmentAmounts.overhead, { cents: true })}${formatCurrency(expected.adjustmentAmounts.overhead * 1600)}${formatPercent(expected.composition[2]?.percent)}`,
    );
    expect(rows[7]?.textContent).toContain(formatCurrency(expected.annualRevenue));
    expect(within(region).getByRole('button', { name: 'Download CSV' })).toBeTruthy();

    expect(freeCalculationCounter.used()).toBe(1);
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.title)).toContain(
        'Calculation complete!',
      ),
    );
  });

  it('adds a benefit only with both a name and an amount, by button or Enter, and removes it', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await waitFor(() => expect(descriptionOf(field('Benefit name'))).toContain(bothNeeded));
    expect(descriptionOf(field('Amount a year'))).toContain(bothNeeded);
    expect(document.activeElement).toBe(field('Benefit name'));
    expect(screen.queryByRole('list', { name: 'Your benefits' })).toBeNull();

    await replace(user, 'Benefit name', 'Gym');
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Amount a year')));
    expect(descriptionOf(field('Benefit name'))).not.toContain(bothNeeded);
    expect(descriptionOf(field('Amount a year'))).toContain(bothNeeded);

    await user.type(field('Amount a year'), '-5{Enter}');
    await waitFor(() =>
      expect(descriptionOf(field('Amount a year'))).toContain('Benefit amount cannot be negative'),
    );
    await replace(user, 'Amount a year', '600');
    await user.type(field('Amount a year'), '{Enter}');

    const list = await screen.findByRole('list', { name: 'Your benefits' });
    expect(within(list).getByRole('listitem').textContent).toBe('Gym$600 a yearRemove Gym');
    expect(screen.getByText('Total benefits').parentElement?.textContent).toBe(
      'Total benefits$600 a year',
    );
    expect(field('Benefit name').value).toBe('');
    expect(document.activeElement).toBe(field('Benefit name'));
    expect(screen.getByRole('status').textContent).toBe('Gym added.');
    // Enter added the benefit; it did not calculate.
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove Gym' }));
    expect(screen.queryByRole('list', { name: 'Your benefits' })).toBeNull();
    expect(screen.getByText('No benefits added.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Gym removed.');
  });

  it('shows the messages at their fields for bad input and spends nothing', async () => {
    const { user } = await setup();
    await replace(user, 'Annual salary', 'eighty thousand');
    await replace(user, 'Billable hours a year', '');
    await user.click(calculateButton());

    await waitFor(() => expect(descriptionOf(field('Annual salary'))).toContain(invalidNumbers));
    expect(screen.getByRole('alert').textContent).toBe(invalidNumbers);
    expect(descriptionOf(field('Billable hours a year'))).toContain(
      'Work hours must be between 1 and 8760',
    );
    expect(document.activeElement).toBe(field('Annual salary'));

    await replace(user, 'Annual salary', '-1');
    await replace(user, 'Billable hours a year', 'lots');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(field('Annual salary'))).toContain('Annual salary cannot be negative'),
    );
    expect(descriptionOf(field('Billable hours a year'))).toContain(invalidNumbers);
    expect(screen.getByRole('alert').textContent).toBe(invalidNumbers);

    await replace(user, 'Annual salary', '50000');
    await replace(user, 'Billable hours a year', '9000');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(field('Billable hours a year'))).toContain(
        'Work hours must be between 1 and 8760',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(descriptionOf(field('Annual salary'))).not.toContain(invalidNumbers);
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('never shows NaN, Infinity or undefined for extreme inputs', async () => {
    const { user } = await setup();
    await replace(user, 'Annual salary', '0');
    for (const name of ['Overhead', 'Time off', 'Marketing', 'Profit margin']) {
      fireEvent.change(slider(name), { target: { value: '0' } });
    }
    await user.click(calculateButton());
    const region = await screen.findByRole('region', { name: 'Your freelance rate' });
    expect(card(region, 'Recommended hourly rate')).toContain('$0.00');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);

    await replace(user, 'Annual salary', '1,000,000,000,000');
    await replace(user, 'Billable hours a year', '1');
    await addBenefit(user, 'Everything', '1000000000000');
    for (const name of ['Overhead', 'Time off', 'Marketing', 'Profit margin']) {
      fireEvent.change(slider(name), { target: { value: '50' } });
    }
    await user.click(calculateButton());
    await waitFor(() => expect(freeCalculationCounter.used()).toBe(2));
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('disables Calculate once no calculation remains and says why beside it', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { user, router } = await setup({ ...freelanceRatePlan.defaults, annualSalary: 80000 });
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Sign In or Upgrade to Continue',
    });
    expect(button.disabled).toBe(true);
    expect(descriptionOf(button).join(' ')).toBe(
      "You've used all your free calculations. Please sign in or upgrade to continue. See plans",
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    await user.type(field('Annual salary'), '{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(5);
  });

  it('fills the form in from a shared plan and shows no results until calculated', async () => {
    const plans = fc.record({
      annualSalary: fc.integer({ min: 0, max: 1e9 }),
      workHours: fc.integer({ min: 1, max: 8760 }),
      overhead: fc.integer({ min: 0, max: 50 }),
      profitMargin: fc.integer({ min: 0, max: 50 }),
      benefits: fc.array(
        fc.record({
          name: fc.constantFrom('Health insurance', 'Pension', 'Gym'),
          amount: fc.integer({ min: 0, max: 1e6 }),
        }),
        { maxLength: 2 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(plans, async (values) => {
        const view = await setup({ ...freelanceRatePlan.defaults, ...values });
        try {
          expect(field('Annual salary').value).toBe(String(values.annualSalary));
          expect(field('Billable hours a year').value).toBe(String(values.workHours));
          expect(slider('Overhead').value).toBe(String(values.overhead));
          expect(slider('Profit margin').value).toBe(String(values.profitMargin));
          const items = screen.queryAllByRole('listitem').map((item) => item.textContent);
          expect(items).toEqual(
            values.benefits.map(
              (b) => `${b.name}${formatCurrency(b.amount)} a yearRemove ${b.name}`,
            ),
          );
          expect(results()).toBeNull();
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });
});
