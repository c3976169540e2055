import { assessAffordability } from '@freedompath/engine/affordability';
import type { AffordabilityInput } from '@freedompath/engine/affordability';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { getCalculationEvents } from '@/lib/analytics/calculation-event-sink';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { affordabilityForm } from './affordability-form-state';
import { affordabilityPlan } from './affordability-plan';
import type { AffordabilityPlan } from './affordability-plan';
import { AffordabilityScreen } from './affordability-screen';

const invalidNumber = 'Please enter valid numbers for all required fields.';

const labels = {
  purchaseAmount: 'Purchase Amount',
  monthlyIncome: 'Monthly Income',
  monthlySavings: 'Monthly Savings',
  monthlyExpenses: 'Monthly Expenses',
  stockInvestments: 'Stock Investments',
  cryptoInvestments: 'Crypto Investments',
  emergencyFund: 'Emergency Fund',
} as const;

async function setup(plan: AffordabilityPlan = affordabilityPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <AffordabilityScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Can I Afford It?' });
  return { user, ...view };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Affordability' });
const resultsHeading = () => screen.queryByRole('heading', { name: 'Your Affordability Score' });

/** The message under a field (its last description). */
function messageOf(name: string): string | undefined {
  const ids = (field(name).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const last = ids.at(-1);
  return last?.endsWith('-error') ? (document.getElementById(last)?.textContent ?? '') : undefined;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<keyof typeof labels, string>>,
) {
  for (const [key, text] of Object.entries(values)) {
    const input = field(labels[key as keyof typeof labels]);
    await user.clear(input);
    if (text !== '') await user.type(input, text);
  }
}

const comfortable = {
  purchaseAmount: '5000',
  monthlyIncome: '6000',
  monthlySavings: '1000',
  monthlyExpenses: '4000',
  stockInvestments: '20000',
  emergencyFund: '15000',
};

describe('AffordabilityScreen', () => {
  it('shows the blank form, marks the required amounts, and no results before calculating', async () => {
    await setup();
    for (const [key, name] of Object.entries(labels)) {
      expect(field(name).value).toBe('');
      expect(field(name).required).toBe(
        ['purchaseAmount', 'monthlyIncome', 'monthlySavings', 'monthlyExpenses'].includes(key),
      );
    }
    expect(resultsHeading()).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('asks for numbers in the four required fields, with the form message, and spends nothing', async () => {
    const { user } = await setup();
    await user.click(calculateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(invalidNumber);
    for (const name of [
      'Purchase Amount',
      'Monthly Income',
      'Monthly Savings',
      'Monthly Expenses',
    ]) {
      expect(messageOf(name)).toBe(invalidNumber);
    }
    for (const name of ['Stock Investments', 'Crypto Investments', 'Emergency Fund']) {
      expect(messageOf(name)).toBeUndefined();
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Purchase Amount')));
    expect(freeCalculationCounter.used()).toBe(0);
    expect(resultsHeading()).toBeNull();
  });

  it('rejects text in any amount and negatives, at their fields, and spends nothing', async () => {
    const { user } = await setup();
    await fill(user, { ...comfortable, monthlyIncome: 'six thousand', cryptoInvestments: 'some' });
    await user.click(calculateButton());
    await screen.findByRole('alert');
    expect(messageOf('Monthly Income')).toBe(invalidNumber);
    expect(messageOf('Crypto Investments')).toBe(invalidNumber);
    expect(messageOf('Purchase Amount')).toBeUndefined();

    await fill(user, { monthlyIncome: '6000', cryptoInvestments: '', purchaseAmount: '-5000' });
    await user.click(calculateButton());
    await waitFor(() =>
      expect(messageOf('Purchase Amount')).toBe('Purchase amount cannot be negative'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messageOf('Monthly Income')).toBeUndefined();
    expect(freeCalculationCounter.used()).toBe(0);
    expect(resultsHeading()).toBeNull();
  });

  it('shows the engine’s score, band, bar and the factors that lowered it', async () => {
    const { user } = await setup();
    await fill(user, { ...comfortable, purchaseAmount: '10,000' });
    await user.click(calculateButton());

    const expected = assessAffordability({
      purchaseAmount: 10_000,
      monthlyIncome: 6000,
      monthlySavings: 1000,
      monthlyExpenses: 4000,
      stockInvestments: 20_000,
      emergencyFund: 15_000,
    });
    expect(expected.band).toBe('moderate');
    const results = await screen.findByRole('region', { name: 'Your Affordability Score' });
    expect(results.textContent).toContain(`${expected.score} / 100`);
    expect(results.textContent).toContain('Moderate');
    const meter = within(results).getByRole('meter', { name: 'Affordability score' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(expected.score));
    expect(meter.getAttribute('aria-valuetext')).toBe(`${expected.score} out of 100, Moderate`);
    expect(meter.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('yellow');
    const factors = within(results).getByRole('list', { name: 'What lowered your score' });
    expect(
      within(factors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.factors.map((factor) => `${factor.text}−${factor.penalty} points`));
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastStore.getSnapshot().map((toast) => toast.title)).toContain('Calculation complete!');
    expect(getCalculationEvents().find((event) => event.type === 'completed')).toMatchObject({
      calculatorType: 'affordability-calculator',
      results: expected,
    });
  });

  it('colours a purchase out of reach red and a comfortable one green', async () => {
    const { user } = await setup();
    await fill(user, {
      purchaseAmount: '50000',
      monthlyIncome: '3000',
      monthlySavings: '100',
      monthlyExpenses: '3000',
    });
    await user.click(calculateButton());
    const meter = await screen.findByRole('meter');
    expect(meter.getAttribute('aria-valuetext')).toBe('0 out of 100, Negative');
    expect(meter.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('red');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);

    await fill(user, { purchaseAmount: '0', monthlyExpenses: '1000', emergencyFund: '5000' });
    await user.click(calculateButton());
    await waitFor(() =>
      expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(
        '100 out of 100, Positive',
      ),
    );
    expect(
      screen.getByRole('meter').querySelector('[data-colour]')?.getAttribute('data-colour'),
    ).toBe('green');
    expect(screen.getByText(/Nothing lowered your score/)).toBeTruthy();
  });

  it('keeps the last results while a later attempt is invalid', async () => {
    const { user } = await setup();
    await fill(user, comfortable);
    await user.click(calculateButton());
    await screen.findByRole('meter');
    await fill(user, { purchaseAmount: '' });
    await user.click(calculateButton());
    await screen.findByRole('alert');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('90');
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('never shows NaN, Infinity or undefined for extreme or odd amounts', async () => {
    const { user } = await setup();
    await fill(user, {
      purchaseAmount: '1000000000000',
      monthlyIncome: '0',
      monthlySavings: '0.01',
      monthlyExpenses: '0',
      emergencyFund: '.5',
    });
    await user.click(calculateButton());
    await screen.findByRole('meter');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    await fill(user, { purchaseAmount: '1e5', monthlyIncome: '-0' });
    await user.click(calculateButton());
    await screen.findByRole('alert');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('fills the form in from a shared plan and shows no results until calculated', async () => {
    const amount = fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ purchaseAmount: amount, monthlyIncome: amount, emergencyFund: amount }),
        async (values) => {
          const plan = { ...affordabilityPlan.defaults, ...values };
          const view = await setup(plan);
          const form = affordabilityForm.fromPlan(plan);
          expect(field('Purchase Amount').value).toBe(form.purchaseAmount);
          expect(field('Monthly Income').value).toBe(form.monthlyIncome);
          expect(field('Emergency Fund').value).toBe(form.emergencyFund);
          expect(resultsHeading()).toBeNull();
          view.unmount();
        },
      ),
      { numRuns: 10 },
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('calculates a shared plan once the visitor presses calculate', async () => {
    const plan: AffordabilityPlan = {
      ...affordabilityPlan.defaults,
      purchaseAmount: 5000,
      monthlyIncome: 6000,
      monthlySavings: 1000,
      monthlyExpenses: 4000,
    };
    const { user } = await setup(plan);
    expect(resultsHeading()).toBeNull();
    await user.click(calculateButton());
    const expected = assessAffordability(plan as AffordabilityInput);
    expect((await screen.findByRole('meter')).getAttribute('aria-valuenow')).toBe(
      String(expected.score),
    );
  });

  it('labels the button for an exhausted visitor and refuses to calculate', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { user, router } = await setup();
    const button = screen.getByRole('button', { name: 'Sign In or Upgrade to Continue' });
    await fill(user, comfortable);
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
