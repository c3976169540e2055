import { calculateCareerBreakBudget } from '@freedompath/engine/career-break';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { careerBreakPlan } from './career-break-plan';
import type { CareerBreakPlanValues } from './career-break-plan';
import { CareerBreakScreen } from './career-break-screen';

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

async function setup(plan: CareerBreakPlanValues = careerBreakPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <CareerBreakScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Career Break Budget Calculator' });
  return { ...view, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });
const addForm = () => screen.getByRole('form', { name: 'Add an expense' });

async function addExpense(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  amount: string,
  category?: string,
) {
  const form = within(addForm());
  for (const [label, text] of [
    ['Expense name', name],
    ['Monthly amount ($)', amount],
  ] as const) {
    if (!text) continue;
    await user.click(form.getByRole('textbox', { name: label }));
    await user.paste(text);
  }
  if (category)
    await user.selectOptions(form.getByRole('combobox', { name: 'Category' }), category);
  await user.click(form.getByRole('button', { name: 'Add Expense' }));
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.paste(text);
}

function expectNoBadFigures() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

describe('CareerBreakScreen', () => {
  it('starts with an empty list, the add form ready, Calculate disabled and no results', async () => {
    await setup();
    expect(field('Duration (years)').getAttribute('value')).toBe('');
    expect((field('Emergency Buffer (%)') as HTMLInputElement).value).toBe('10');
    expect(screen.getByText(/No expenses yet/)).toBeTruthy();
    expect(within(addForm()).getByRole('textbox', { name: 'Expense name' })).toBeTruthy();
    expect(calculateButton()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Enter a duration and add at least one expense to calculate.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Impact Analysis' })).toBeNull();
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$0');
  });

  it('asks for name and amount before adding an expense, at the fields that miss them', async () => {
    const { user } = await setup();
    await addExpense(user, '', '');
    const form = within(addForm());
    expect(form.getAllByText('Please fill in both name and amount')).toHaveLength(2);
    expect(form.getByRole('textbox', { name: 'Expense name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.type(form.getByRole('textbox', { name: 'Expense name' }), 'Rent');
    await user.type(form.getByRole('textbox', { name: 'Monthly amount ($)' }), 'lots');
    await user.click(form.getByRole('button', { name: 'Add Expense' }));
    expect(form.getAllByText('Please fill in both name and amount')).toHaveLength(1);
    expect(
      form.getByRole('textbox', { name: 'Monthly amount ($)' }).getAttribute('aria-invalid'),
    ).toBe('true');

    await user.clear(form.getByRole('textbox', { name: 'Monthly amount ($)' }));
    await user.type(form.getByRole('textbox', { name: 'Monthly amount ($)' }), '-5');
    await user.click(form.getByRole('button', { name: 'Add Expense' }));
    expect(form.getByText('Expense amount cannot be negative')).toBeTruthy();

    expect(screen.getByText(/No expenses yet/)).toBeTruthy();
    expect(toastTitles()).not.toContain('Expense added successfully');
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('groups added expenses by category with per-category totals and the total', async () => {
    const { user } = await setup();
    await addExpense(user, 'Rent', '1,500');
    await waitFor(() => expect(toastTitles()).toContain('Expense added successfully'));
    const name = within(addForm()).getByRole('textbox', { name: 'Expense name' });
    expect((name as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(name);
    await addExpense(user, 'Groceries', '400.50', 'Food');
    await addExpense(user, 'Electricity', '99.50', 'Housing');

    const housing = screen.getByRole('list', { name: 'Housing expenses' });
    expect(within(housing).getAllByRole('listitem')).toHaveLength(2);
    const subtotal = (text: string) =>
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
    expect(subtotal('Housing Subtotal: $1,599.50')).toBeTruthy();
    expect(subtotal('Food Subtotal: $400.50')).toBeTruthy();
    // Housing comes before Food: the engine's category order.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Housing', 'Food']);
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$2,000');
  });

  it('keeps Calculate disabled until a duration is entered and the total is above 0', async () => {
    const { user } = await setup();
    await fill(user, 'Duration (years)', '1');
    expect(calculateButton()).toHaveProperty('disabled', true);
    await addExpense(user, 'Free housing', '0');
    expect(calculateButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Add at least one expense above $0 to calculate.')).toBeTruthy();
    await addExpense(user, 'Food', '300', 'Food');
    expect(calculateButton()).toHaveProperty('disabled', false);
    await user.clear(field('Duration (years)'));
    expect(calculateButton()).toHaveProperty('disabled', true);
  });

  it('shows the product’s messages at the fields for bad numbers and spends nothing', async () => {
    const { user } = await setup();
    await addExpense(user, 'Rent', '1000');
    await fill(user, 'Duration (years)', 'abc');
    await fill(user, 'Emergency Buffer (%)', '');
    await fill(user, 'Current Savings ($)', '12x');
    await fill(user, 'Current Annual Income ($)', '-1');
    await user.click(calculateButton());

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter valid numbers',
    );
    for (const name of ['Duration (years)', 'Emergency Buffer (%)', 'Current Savings ($)']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('Please enter valid numbers')).toHaveLength(4);
    expect(screen.getByText('Current annual income cannot be negative')).toBeTruthy();

    await fill(user, 'Duration (years)', '0');
    await fill(user, 'Emergency Buffer (%)', '10');
    await fill(user, 'Current Savings ($)', '-3');
    await fill(user, 'Current Annual Income ($)', '');
    await user.click(calculateButton());
    expect(await screen.findByText('Duration must be greater than 0 years')).toBeTruthy();
    expect(screen.getByText('Current savings cannot be negative')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await fill(user, 'Duration (years)', '101');
    await fill(user, 'Current Savings ($)', '');
    await user.click(calculateButton());
    expect(await screen.findByText('Duration must be at most 100 years')).toBeTruthy();

    expect(screen.queryByRole('heading', { name: 'Impact Analysis' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('takes back a field’s message as it is typed, leaving the cursor there', async () => {
    const { user } = await setup();
    await addExpense(user, 'Rent', '1000');
    await fill(user, 'Duration (years)', 'abc');
    await fill(user, 'Current Savings ($)', '12x');
    await user.click(calculateButton());
    await waitFor(() => expect(document.activeElement).toBe(field('Duration (years)')));

    await user.click(field('Current Savings ($)'));
    await user.keyboard('{Backspace}0');
    expect(document.activeElement).toBe(field('Current Savings ($)'));
    expect(field('Current Savings ($)')).toHaveProperty('value', '120');
    expect(field('Current Savings ($)').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Duration (years)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the engine’s figures after Calculate, with severity, sources and scenarios', async () => {
    const { user } = await setup();
    await fill(user, 'Duration (years)', '1.5');
    await fill(user, 'Emergency Buffer (%)', '15');
    await fill(user, 'Current Savings ($)', '60000');
    await fill(user, 'Current Annual Income ($)', '85000');
    await addExpense(user, 'Rent', '2000');
    await addExpense(user, 'Groceries', '600', 'Food');
    await user.click(calculateButton());

    const expected = calculateCareerBreakBudget({
      durationYears: 1.5,
      emergencyBufferPercent: 15,
      currentSavings: 60000,
      currentAnnualIncome: 85000,
      expenses: [
        { id: 'a', name: 'Rent', amount: 2000, category: 'Housing' },
        { id: 'b', name: 'Groceries', amount: 600, category: 'Food' },
      ],
    });
    const impactHeading = await screen.findByRole('heading', { name: 'Impact Analysis' });
    await waitFor(() => expect(document.activeElement).toBe(impactHeading));
    const impact = within(impactHeading.closest('section') as HTMLElement);
    const figure = (label: string) => impact.getByText(label).nextSibling?.textContent;
    expect(figure('Monthly Expenses')).toBe(formatCurrency(expected.monthlyExpenses));
    expect(figure('Total Funds Needed')).toBe(formatCurrency(expected.totalFundsNeeded));
    expect(figure('Total Funds Needed')).toBe('$53,820');
    expect(figure('Income Loss')).toBe('$127,500');
    expect(figure('Duration')).toBe('1.5 years');
    // 53,820 / 60,000 = 89.7 %: severe.
    expect(expected.severity).toBe('severe');
    expect(impact.getByText('Severe Impact')).toBeTruthy();
    expect(impact.getByText(/needs 90% of your current savings/)).toBeTruthy();
    expect(impact.getByText(/Emergency buffer included: \$7,020 \(15%\)/)).toBeTruthy();
    expect(impact.getByText(/Total income loss: \$127,500/)).toBeTruthy();
    expect(impact.getByText(/Monthly expenses: \$2,600 a month/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Rental Income' }));
    const rental = within(screen.getByRole('tabpanel', { name: 'Rental Income' }));
    expect(rental.getByText('Monthly amount available').nextSibling?.textContent).toBe('$2,000');
    expect(rental.getByText('Monthly expenses').nextSibling?.textContent).toBe('$2,600');
    expect(rental.getByText('Resource depletion')).toBeTruthy();
    expect(rental.getByText('18%')).toBeTruthy();
    expect(rental.getByText('Medium')).toBeTruthy();
    expect(rental.getByText('Not sustainable')).toBeTruthy();
    expect(
      rental.getByText(
        `With your savings covering the gap, it lasts ${expected.fundingSources.rentalIncome.monthsSustainable} months.`,
        { exact: false },
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Freelancing' }));
    const freelancing = within(screen.getByRole('tabpanel', { name: 'Freelancing' }));
    expect(freelancing.queryByText('Resource depletion')).toBeNull();
    expect(freelancing.getByText('Sustainable')).toBeTruthy();
    expect(freelancing.getByText('High')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Market Scenarios' }));
    const scenarios = within(screen.getByRole('tabpanel', { name: 'Market Scenarios' }));
    for (const scenario of expected.marketScenarios) {
      const card = within(
        scenarios.getByRole('heading', { name: scenario.name }).parentElement
          ?.parentElement as HTMLElement,
      );
      expect(card.getByText('Yearly return on savings').nextSibling?.textContent).toBe(
        formatCurrency(scenario.annualYield),
      );
      expect(card.getByText('Savings last').nextSibling?.textContent).toBe(
        `${scenario.monthsSustainable} months`,
      );
    }
    expect(scenarios.getByText('+12% a year · Medium risk')).toBeTruthy();
    expect(scenarios.getByText('-6% a year · High risk')).toBeTruthy();

    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastTitles()).toContain('Calculation complete!');
    expectNoBadFigures();
  });

  it('edits an expense inline with confirm or cancel, and removes one', async () => {
    const { user } = await setup();
    await addExpense(user, 'Rent', '1000');
    await addExpense(user, 'Car', '300', 'Transportation');

    await user.click(screen.getByRole('button', { name: 'Edit Rent' }));
    let editor = within(screen.getByRole('form', { name: 'Edit Rent' }));
    expect(document.activeElement).toBe(editor.getByRole('textbox', { name: 'Expense name' }));
    await user.clear(editor.getByRole('textbox', { name: 'Monthly amount ($)' }));
    await user.type(editor.getByRole('textbox', { name: 'Monthly amount ($)' }), '9999');
    await user.click(editor.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Rent' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Rent' }));
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$1,300');

    await user.click(screen.getByRole('button', { name: 'Edit Rent' }));
    editor = within(screen.getByRole('form', { name: 'Edit Rent' }));
    await user.clear(editor.getByRole('textbox', { name: 'Expense name' }));
    await user.click(editor.getByRole('button', { name: 'Confirm' }));
    expect(editor.getByText('Please fill in both name and amount')).toBeTruthy();

    await user.type(editor.getByRole('textbox', { name: 'Expense name' }), 'Flat share');
    await user.selectOptions(editor.getByRole('combobox', { name: 'Category' }), 'Travel');
    await user.clear(editor.getByRole('textbox', { name: 'Monthly amount ($)' }));
    // Enter in a field confirms.
    await user.type(editor.getByRole('textbox', { name: 'Monthly amount ($)' }), '800{Enter}');
    await waitFor(() => expect(toastTitles()).toContain('Expense updated successfully'));
    expect(
      within(screen.getByRole('list', { name: 'Travel expenses' })).getByText('Flat share'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Housing expenses' })).toBeNull();
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$1,100');

    await user.click(screen.getByRole('button', { name: 'Edit Car' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit Car' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Car' }));
    await waitFor(() => expect(toastTitles()).toContain('Expense removed successfully'));
    expect(screen.queryByText('Car')).toBeNull();
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$800');
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('hides the results once the expense total is back to 0', async () => {
    const { user } = await setup();
    await fill(user, 'Duration (years)', '1');
    await addExpense(user, 'Rent', '1000');
    await user.click(calculateButton());
    expect(await screen.findByRole('heading', { name: 'Impact Analysis' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Rent' }));
    expect(screen.queryByRole('heading', { name: 'Impact Analysis' })).toBeNull();
  });

  it('asks for current savings while they are empty', async () => {
    const { user } = await setup();
    const summary = within(screen.getByRole('region', { name: 'Your Financial Summary' }));
    expect(summary.getByText('Enter your current savings')).toBeTruthy();
    await user.click(summary.getByRole('button', { name: 'Enter current savings' }));
    expect(document.activeElement).toBe(field('Current Savings ($)'));
    await user.type(field('Current Savings ($)'), '20000');
    await user.type(field('Current Annual Income ($)'), '90000');
    expect(summary.queryByText('Enter your current savings')).toBeNull();
    const figure = (label: string) => summary.getByText(label).nextSibling?.textContent;
    expect(figure('Annual Net Income')).toBe('$90,000');
    expect(figure('Total Savings')).toBe('$20,000');
    expect(figure('Total Assets')).toBe('$70,000');

    // Without savings the results cannot rate the impact: they ask for savings instead.
    await user.clear(field('Current Savings ($)'));
    await fill(user, 'Duration (years)', '1');
    await addExpense(user, 'Rent', '1000');
    await user.click(calculateButton());
    expect(await screen.findByText('Impact severity needs your current savings')).toBeTruthy();
    expectNoBadFigures();
  });

  it('restores a shared plan into the form without calculating or spending', async () => {
    const { router } = await setup({
      durationYears: 2,
      emergencyBufferPercent: 20,
      currentSavings: 45000,
      currentAnnualIncome: null,
      expenses: [
        { name: 'Rent', amount: 1200, category: 'Housing' },
        { name: 'Insurance', amount: 150.25, category: 'Insurance' },
      ],
    });
    expect((field('Duration (years)') as HTMLInputElement).value).toBe('2');
    expect((field('Emergency Buffer (%)') as HTMLInputElement).value).toBe('20');
    expect((field('Current Savings ($)') as HTMLInputElement).value).toBe('45000');
    expect((field('Current Annual Income ($)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Total Monthly Expenses').nextSibling?.textContent).toBe('$1,350.25');
    expect(calculateButton()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('heading', { name: 'Impact Analysis' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
    // Nothing changed, so the URL is not rewritten.
    expect(router.state.location.searchStr).toBe('');
  });

  it('writes what the form holds to the URL as it is typed', async () => {
    const { user, router } = await setup();
    await fill(user, 'Duration (years)', '2');
    await addExpense(user, 'Rent', '900');
    await fill(user, 'Current Savings ($)', '5x');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        ...careerBreakPlan.defaults,
        durationYears: 2,
        expenses: [{ name: 'Rent', amount: 900, category: 'Housing' }],
      }),
    );
  });

  it('never shows NaN, Infinity or undefined, whatever the numbers', async () => {
    const text = fc.oneof(
      fc.constantFrom('', '0', '0.01', '1e9', '999999999999', '1000000000000', '-0', '.5', 'x'),
      fc.double({ noNaN: true, min: 0, max: 2e12 }).map((n) => n.toFixed(2)),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        text,
        fc.constantFrom('0.01', '1', '100', '37.5'),
        fc.constantFrom('0.01', '5', '999999999999'),
        async (savings, income, buffer, duration, amount) => {
          localStorage.clear();
          freeCalculationCounter.reset();
          const user = userEvent.setup({ delay: null });
          const view = renderWithRouter(() => (
            <CareerBreakScreen plan={careerBreakPlan.defaults} />
          ));
          try {
            await screen.findByRole('heading', { level: 1 });
            await fill(user, 'Duration (years)', duration);
            await fill(user, 'Emergency Buffer (%)', buffer);
            await fill(user, 'Current Savings ($)', savings);
            await fill(user, 'Current Annual Income ($)', income);
            await addExpense(user, 'Rent', amount);
            await user.click(calculateButton());
            await waitFor(() =>
              expect(
                screen.queryByRole('alert') ??
                  screen.queryByRole('heading', { name: 'Impact Analysis' }) ??
                  // Several fields can be out of range at once.
                  screen.queryAllByText(/cannot be negative|must be at most|at most \$/)[0] ??
                  null,
              ).not.toBeNull(),
            );
            expectNoBadFigures();
          } finally {
            // A failed run must not leave its screen behind for the next (shrinking) run.
            view.unmount();
            act(() => toastStore.clear());
          }
        },
      ),
      // Each run renders and types into the whole screen: few runs, and no costly shrinking.
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('has a Guide tab with the three sections', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    for (const title of ['Understanding Your Expenses', 'Financial Planning', 'Risk Management']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/These tips are general information/).textContent).toContain(
      'not financial, investment, tax or legal advice',
    );
  });
});
