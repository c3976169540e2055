import { calculatePrepaidExpenses, PREPAID_DEFAULTS } from '@freedompath/engine/prepaid';
import { screen, waitFor, within } from '@testing-library/react';
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
import { prepaidExpensesPlan } from './prepaid-expenses-plan';
import type { PrepaidExpensesPlanValues } from './prepaid-expenses-plan';
import { PrepaidExpensesScreen } from './prepaid-expenses-screen';

async function setup(plan: PrepaidExpensesPlanValues = prepaidExpensesPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <PrepaidExpensesScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Prepaid Expenses Calculator' });
  return { ...view, user };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Prepaid Expenses' });
const results = () => screen.queryByRole('region', { name: 'Your prepaid expenses' });
const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

/** Replaces a field's text as a paste would (one change, not one per key: fast on slow CI). */
async function replace(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text !== '') await user.paste(text);
}

/** The text of each row of a table in the results. */
function rowsOf(region: HTMLElement, name: string): string[] {
  const table = within(region).getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');
}

describe('PrepaidExpensesScreen', () => {
  it('starts with a 3-month break, the two sample expenses and no results', async () => {
    await setup();
    expect(field('Break duration (months)').value).toBe('3');
    expect(field('Expense name of expense 1').value).toBe('Rent');
    expect(field('Amount of expense 1').value).toBe('1500');
    expect(select('How often of expense 1').value).toBe('monthly');
    expect(field('Expense name of expense 2').value).toBe('Health insurance premium');
    expect(field('Amount of expense 2').value).toBe('2400');
    expect(select('How often of expense 2').value).toBe('annually');
    expect(
      Array.from(select('How often of expense 1').options).map((option) => option.textContent),
    ).toEqual(['Monthly', 'Quarterly', 'Annually', 'One-time']);
    expect(results()).toBeNull();
  });

  it('shows the engine’s total, breakdown by category and a planning tip after Calculate', async () => {
    const { user } = await setup();
    await replace(user, 'Break duration (months)', '5');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await user.paste('Car insurance');
    await replace(user, 'Amount of expense 3', '$420');
    await user.selectOptions(select('How often of expense 3'), 'quarterly');
    await user.click(calculateButton());

    const region = await screen.findByRole('region', { name: 'Your prepaid expenses' });
    const expected = calculatePrepaidExpenses({
      breakDuration: 5,
      expenses: [
        { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
        { name: 'Health insurance premium', amount: 2400, paymentFrequency: 'annually' },
        { name: 'Car insurance', amount: 420, paymentFrequency: 'quarterly' },
      ],
    });
    const card = (label: string) =>
      within(region).getByText(label).parentElement?.textContent ?? '';
    expect(card('Total to set aside')).toContain(formatCurrency(expected.totalPrepaid));
    expect(card('Monthly equivalent')).toContain(formatCurrency(expected.monthlyEquivalent));
    const share = (amount: number) => formatPercent((amount / expected.totalPrepaid) * 100);
    const { monthly, quarterly, annually } = expected.breakdownByCategory;
    expect(rowsOf(region, 'Breakdown by category')).toEqual([
      'CategoryExpensesTotalShare of total',
      `Monthly bills1${formatCurrency(monthly)}${share(monthly)}`,
      `Quarterly bills1${formatCurrency(quarterly)}${share(quarterly)}`,
      `Annual bills1${formatCurrency(annually)}${share(annually)}`,
      'One-time costs0$00%',
    ]);
    expect(rowsOf(region, 'Each expense over the break')[3]).toBe(
      'Car insuranceQuarterly$4202$840',
    );
    const tip = within(region).getByRole('region', { name: 'Look at your biggest bill first' });
    expect(tip.textContent).toContain('Rent alone comes to $7,500 over the break.');

    expect(freeCalculationCounter.used()).toBe(1);
    await waitFor(() =>
      expect(toastTitles()).toContain('Prepaid expenses calculated successfully!'),
    );
  });

  it('shows the product’s messages at their fields and spends nothing', async () => {
    const { user } = await setup();
    await replace(user, 'Break duration (months)', '0');
    await replace(user, 'Expense name of expense 1', '   ');
    await replace(user, 'Amount of expense 2', '-5');
    await user.click(calculateButton());

    await waitFor(() =>
      expect(descriptionOf(field('Break duration (months)'))).toContain(
        'Duration must be at least 1 month',
      ),
    );
    expect(descriptionOf(field('Expense name of expense 1'))).toContain('Expense name is required');
    expect(descriptionOf(field('Amount of expense 2'))).toContain(
      'Amount must be a positive number',
    );
    expect(document.activeElement).toBe(field('Break duration (months)'));

    await replace(user, 'Break duration (months)', '');
    await replace(user, 'Expense name of expense 1', 'Rent');
    await replace(user, 'Amount of expense 1', 'fifteen hundred');
    await replace(user, 'Amount of expense 2', '');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(field('Amount of expense 1'))).toContain(
        'Amount must be a positive number',
      ),
    );
    expect(descriptionOf(field('Break duration (months)'))).toContain(
      'Duration must be at least 1 month',
    );
    expect(descriptionOf(field('Amount of expense 2'))).toContain(
      'Amount must be a positive number',
    );
    expect(descriptionOf(field('Expense name of expense 1'))).not.toContain(
      'Expense name is required',
    );

    await replace(user, 'Break duration (months)', 'six');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(field('Break duration (months)'))).toContain(
        'Duration must be at least 1 month',
      ),
    );
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('adds and removes expenses with the product’s notices', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(document.activeElement).toBe(field('Expense name of expense 3'));
    expect(select('How often of expense 3').value).toBe('monthly');
    await waitFor(() => expect(toastTitles()).toContain('Expense added successfully'));
    await user.click(screen.getByRole('button', { name: 'Remove expense 1' }));
    await waitFor(() => expect(toastTitles()).toContain('Expense removed successfully'));
    expect(field('Expense name of expense 1').value).toBe('Health insurance premium');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add expense' }));
  });

  it('calculates an empty list as $0 with a tip to list the bills, never NaN or Infinity', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Remove expense 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove expense 1' }));
    expect(screen.getByText('No expenses listed.')).toBeTruthy();
    await user.click(calculateButton());
    const region = await screen.findByRole('region', { name: 'Your prepaid expenses' });
    expect(within(region).getByText('Total to set aside').parentElement?.textContent).toContain(
      '$0',
    );
    expect(
      within(region).getByRole('region', { name: 'Start with the bills that keep coming' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);

    await replace(user, 'Break duration (months)', '1200');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await user.paste('Everything');
    await replace(user, 'Amount of expense 1', '1000000000000');
    await user.click(calculateButton());
    const expected = calculatePrepaidExpenses({
      breakDuration: 1200,
      expenses: [{ name: 'Everything', amount: 1e12, paymentFrequency: 'monthly' }],
    });
    await waitFor(() =>
      expect(within(region).getByText('Total to set aside').parentElement?.textContent).toContain(
        formatCurrency(expected.totalPrepaid),
      ),
    );
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(freeCalculationCounter.used()).toBe(2);
  });

  it('shows the locked view instead of the calculator when the 5 free calculations are spent', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { router } = await setup();
    const locked = screen.getByRole('region', { name: 'Sign in to Continue' });
    expect(locked.textContent).toContain(
      "You've used all your free calculations. Please upgrade to continue.",
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('textbox', { name: 'Break duration (months)' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Calculate/ })).toBeNull();
    expect(screen.getByText(/not financial, investment, tax or legal advice/i)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(results()).toBeNull();
  });

  it('keeps the summary of the last free calculation below the locked view that replaces the form', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '4');
    const { user, router } = await setup();
    expect(screen.getByText('1 calculation remaining')).toBeTruthy();
    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Sign in to Continue' });
    const region = screen.getByRole('region', { name: 'Your prepaid expenses' });
    expect(within(region).getByText('Total to set aside').parentElement?.textContent).toContain(
      formatCurrency(calculatePrepaidExpenses(PREPAID_DEFAULTS).totalPrepaid),
    );
    expect(screen.queryByRole('textbox', { name: 'Break duration (months)' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(freeCalculationCounter.used()).toBe(5);
  });

  it('fills the form in from a shared plan and shows no results until calculated', async () => {
    const plans = fc.record({
      breakDuration: fc.integer({ min: 1, max: 1200 }),
      expenses: fc.array(
        fc.record({
          name: fc.constantFrom('Rent', 'Phone', ''),
          amount: fc.integer({ min: 0, max: 1e6 }),
          paymentFrequency: fc.constantFrom('monthly', 'quarterly', 'annually', 'one-time'),
        }),
        { maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(plans, async (plan) => {
        const view = await setup(plan);
        try {
          expect(field('Break duration (months)').value).toBe(String(plan.breakDuration));
          plan.expenses.forEach((expense, index) => {
            expect(field(`Expense name of expense ${index + 1}`).value).toBe(expense.name);
            expect(field(`Amount of expense ${index + 1}`).value).toBe(String(expense.amount));
            expect(select(`How often of expense ${index + 1}`).value).toBe(
              expense.paymentFrequency,
            );
          });
          expect(screen.queryAllByRole('textbox')).toHaveLength(1 + 2 * plan.expenses.length);
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
