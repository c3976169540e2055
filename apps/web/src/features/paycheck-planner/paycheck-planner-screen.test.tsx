import { planPaychecks } from '@freedompath/engine/paycheck';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { paycheckPlan } from './paycheck-planner-plan';
import type { PaycheckPlanValues } from './paycheck-planner-plan';
import { PaycheckPlannerScreen } from './paycheck-planner-screen';

type User = ReturnType<typeof userEvent.setup>;

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

async function setup(plan: PaycheckPlanValues = paycheckPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <PaycheckPlannerScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Paycheck Planner' });
  return { ...view, user };
}

const income = () => screen.getByRole('textbox', { name: 'Monthly Income' });
const startDate = () => screen.getByLabelText<HTMLInputElement>(/^Start Date/);
const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });
const addForm = () => within(screen.getByRole('form', { name: 'Add a bill' }));
const addButton = () => addForm().getByRole('button', { name: 'Add Bill' });
const resultsHeading = () => screen.queryByRole('heading', { name: 'Payment Distribution' });

async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) {
    await user.click(element);
    await user.paste(text);
  }
}

function setStartDate(value: string) {
  fireEvent.change(startDate(), { target: { value } });
}

async function addBill(user: User, name: string, amount: string, dueDay: string, split = false) {
  const form = addForm();
  await fill(user, form.getByRole('textbox', { name: 'Bill name' }), name);
  await fill(user, form.getByRole('textbox', { name: 'Amount' }), amount);
  await fill(user, form.getByRole('textbox', { name: 'Due day' }), dueDay);
  const toggle = form.getByRole('switch', { name: 'Split between paychecks' });
  if ((toggle.getAttribute('aria-checked') === 'true') !== split) await user.click(toggle);
  await user.click(addButton());
}

function expectNoBadFigures() {
  expect(document.body.textContent ?? '').not.toMatch(/NaN|Infinity|undefined/);
}

/** The figure beside a label in a definition list (`<dt>label</dt><dd>figure</dd>`). */
function figure(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('PaycheckPlannerScreen', () => {
  it('starts blank with Calculate disabled, the product’s reason beside it and no results', async () => {
    await setup();
    expect((income() as HTMLInputElement).value).toBe('');
    expect(startDate().value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pay Frequency' }).value).toBe(
      'biweekly',
    );
    expect(calculateButton()).toHaveProperty('disabled', true);
    const reason = screen.getByText('Please enter your income and start date.');
    expect(calculateButton().getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByText(/No bills yet/)).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    expect(resultsHeading()).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('enables Calculate only with both an income and a start date', async () => {
    const { user } = await setup();
    await fill(user, income(), '4000');
    expect(calculateButton()).toHaveProperty('disabled', true);
    setStartDate('2026-01-01');
    expect(calculateButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Please enter your income and start date.')).toBeNull();
    await user.clear(income());
    expect(calculateButton()).toHaveProperty('disabled', true);
  });

  it('enables Add Bill only when name, amount and due day are filled in', async () => {
    const { user } = await setup();
    const form = addForm();
    await fill(user, form.getByRole('textbox', { name: 'Bill name' }), 'Rent');
    expect(addButton()).toHaveProperty('disabled', true);
    await fill(user, form.getByRole('textbox', { name: 'Amount' }), '1500');
    expect(addButton()).toHaveProperty('disabled', true);
    expect(form.getByText('Fill in the name, amount and due day to add a bill.')).toBeTruthy();
    await fill(user, form.getByRole('textbox', { name: 'Due day' }), '1');
    expect(addButton()).toHaveProperty('disabled', false);
    await fill(user, form.getByRole('textbox', { name: 'Bill name' }), '   ');
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('checks the due day (1–31) and the amount at their fields and adds nothing', async () => {
    const { user } = await setup();
    const form = addForm();
    for (const day of ['0', '32', '1.5']) {
      await addBill(user, 'Rent', '1500', day);
      expect(form.getByText('Due day must be between 1 and 31')).toBeTruthy();
      expect(form.getByRole('textbox', { name: 'Due day' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
    }
    await addBill(user, 'Rent', '-20', '5');
    expect(form.getByText('Bill amount cannot be negative')).toBeTruthy();
    expect(form.queryByText('Due day must be between 1 and 31')).toBeNull();
    await addBill(user, 'Rent', 'lots', '5');
    expect(form.getByText('Please fill in the bill name, amount and due day')).toBeTruthy();
    expect(screen.getByText(/No bills yet/)).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('adds bills to the list and removes them', async () => {
    const { user } = await setup();
    await addBill(user, 'Rent', '1,500', '1', true);
    const name = addForm().getByRole<HTMLInputElement>('textbox', { name: 'Bill name' });
    expect(name.value).toBe('');
    expect(document.activeElement).toBe(name);
    await addBill(user, 'Phone', '60', '20');
    const list = within(screen.getByRole('list', { name: 'Your bills' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rent$1,500 due on the 1st · split between paychecks' + 'Remove',
      'Phone$60 due on the 20th' + 'Remove',
    ]);
    expect(screen.getByText('Phone added to your bills.').getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Remove Rent' }));
    expect(screen.queryByText('Rent')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bills' }));
    await user.click(screen.getByRole('button', { name: 'Remove Phone' }));
    expect(screen.getByText(/No bills yet/)).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('says the product’s message at the income for text or 0, and spends nothing', async () => {
    const { user } = await setup();
    await fill(user, income(), 'lots');
    setStartDate('2026-01-01');
    await user.click(calculateButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter your income and start date.',
    );
    expect(income().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(income()));
    expect(screen.getAllByText('Please enter your income and start date.')).toHaveLength(2);

    await fill(user, income(), '0');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(calculateButton());
    expect(await screen.findByRole('alert')).toBeTruthy();

    await fill(user, income(), '-100');
    await user.click(calculateButton());
    expect(await screen.findByText('Income cannot be negative')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await fill(user, income(), '4000');
    setStartDate('1850-01-01');
    await user.click(calculateButton());
    expect(await screen.findByText('Please enter a date between 1900 and 2200.')).toBeTruthy();
    expect(startDate().getAttribute('aria-invalid')).toBe('true');

    expect(resultsHeading()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
    expectNoBadFigures();
  });

  it('is disabled with no calculations left and says why, with a way on', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    await setup({ ...paycheckPlan.defaults, monthlyIncome: 4000, startDate: '2026-01-01' });
    const button = screen.getByRole('button', { name: 'Sign In or Upgrade to Continue' });
    expect(button).toHaveProperty('disabled', true);
    const refusal = screen.getByText(/You've used all your free calculations/);
    expect(refusal.textContent).toBe(
      "You've used all your free calculations. Please sign in or upgrade to continue. See plans",
    );
    expect(button.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(within(refusal).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(resultsHeading()).toBeNull();
  });

  it('shows the engine’s distribution, the calendar and the table after Calculate', async () => {
    const { user } = await setup();
    await fill(user, income(), '5000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Pay Frequency' }),
      'semimonthly',
    );
    setStartDate('2026-01-01');
    await addBill(user, 'Rent', '1500', '1', true);
    await addBill(user, 'Car', '350.50', '20');
    await addBill(user, 'Gym', '40', '31');
    await user.click(calculateButton());

    const expected = planPaychecks({
      monthlyIncome: 5000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
      bills: [
        { name: 'Rent', amount: 1500, dueDate: 1, split: true },
        { name: 'Car', amount: 350.5, dueDate: 20, split: false },
        { name: 'Gym', amount: 40, dueDate: 31, split: false },
      ],
    });
    const heading = await screen.findByRole('heading', { name: 'Payment Distribution' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('Each Paycheck').nextSibling?.textContent).toBe(
      formatCurrency(expected.paycheckAmount),
    );
    expect(within(panel).getByText('Paychecks in 3 Months').nextSibling?.textContent).toBe('6');
    expect(
      within(panel).getByText('Thu, Jan 1, 2026 to Tue, Mar 31, 2026', { exact: false }),
    ).toBeTruthy();

    const first = screen.getByRole('article', { name: 'First paycheck of the month' });
    const second = screen.getByRole('article', { name: 'Second paycheck of the month' });
    expect(within(first).getByText('Bills due on days 1–15')).toBeTruthy();
    expect(figure(first, 'Paycheck')).toBe('$2,500');
    expect(figure(first, 'Bills total')).toBe(formatCurrency(expected.periods[0]!.totalBills));
    expect(figure(first, 'Left over')).toBe(formatCurrency(expected.periods[0]!.leftover));
    // The car's cents show in the second card, so all of its figures have cents and add up.
    expect(figure(second, 'Left over')).toBe(
      formatCurrency(expected.periods[1]!.leftover, { cents: true }),
    );
    expect(figure(second, 'Left over')).toBe('$1,359.50');
    expect(figure(second, 'Bills total')).toBe('$1,140.50');
    const secondBills = within(
      within(second).getByRole('list', {
        name: 'Bills paid from the second paycheck of the month',
      }),
    );
    expect(secondBills.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rent · due on the 1st · half (split)$750.00',
      'Car · due on the 20th$350.50',
      'Gym · due on the 31st$40.00',
    ]);

    expect(toastTitles()).toContain('Paycheck distribution calculated!');
    expect(freeCalculationCounter.used()).toBe(1);

    const table = within(screen.getByRole('table', { name: 'Paydays and bill due dates' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.paychecks.length + 9);
    expect(rows[0]!.textContent).toBe('Thu, Jan 1, 2026PaydayPaycheck$2,500');
    expect(rows[1]!.textContent).toBe('Thu, Jan 1, 2026Bill dueRent$1,500');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expectNoBadFigures();
  });

  it('says by how much the bills exceed a paycheck, in words', async () => {
    const { user } = await setup({
      monthlyIncome: 1000,
      payFrequency: 'monthly',
      startDate: '2026-05-31',
      bills: [{ name: 'Rent', amount: 1200, dueDate: 5, split: true }],
    });
    await user.click(calculateButton());
    const card = await screen.findByRole('article', { name: 'Monthly paycheck' });
    expect(within(card).getByText('Bills due any day of the month')).toBeTruthy();
    expect(figure(card, 'Short by')).toBe('$200');
    expect(
      within(card).getByText('The bills in these days cost more than this paycheck.'),
    ).toBeTruthy();
    expect(within(card).queryByText('Left over')).toBeNull();
  });

  it('moves the calendar across the planned months with buttons and the keyboard', async () => {
    const { user } = await setup({
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
      bills: [{ name: 'Rent', amount: 1500, dueDate: 1, split: false }],
    });
    await user.click(calculateButton());
    const grid = await screen.findByRole('grid', { name: 'January 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    const newYear = within(grid).getByRole('gridcell', { name: /January 1:/ });
    // The + and − signs are hidden from screen readers; the words say the same.
    expect(newYear.textContent).toBe('1Thursday, January 1:+Payday $2,000−Rent due $1,500');
    expect(newYear.className).toContain('bg-emerald-50');
    expect(within(grid).getByRole('gridcell', { name: /January 2:/ }).textContent).toBe(
      '2Friday, January 2: nothing due',
    );
    // Thursday 1 January is the 5th column of the first week.
    expect(within(grid).getAllByRole('row')[1]!.children[4]).toBe(newYear);

    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(screen.getByRole('heading', { name: 'January 2026' }).getAttribute('aria-live')).toBe(
      'polite',
    );
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    expect(screen.getByText('Month 2 of 3')).toBeTruthy();
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(next);

    // One day is in the tab order; the arrow keys move between days, across months too.
    const march = within(screen.getByRole('grid', { name: 'March 2026' }));
    const firstOfMarch = march.getByRole('gridcell', { name: /March 1:/ });
    expect(firstOfMarch.tabIndex).toBe(0);
    firstOfMarch.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('Monday, March 2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Monday, March 16');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('Saturday, March 21');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Saturday, February 21');
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Saturday, January 24');
    // The plan's first day is as far back as it goes; the month buttons keep their focus after.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toContain('Thursday, January 1');
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(next);
  });

  it('marks the days of a partly planned month outside the plan', async () => {
    const { user } = await setup({
      monthlyIncome: 4000,
      payFrequency: 'biweekly',
      startDate: '2026-01-10',
      bills: [{ name: 'Rent', amount: 1500, dueDate: 1, split: false }],
    });
    await user.click(calculateButton());
    const grid = within(await screen.findByRole('grid', { name: 'January 2026' }));
    expect(grid.getByRole('gridcell', { name: /January 1:/ }).textContent).toBe(
      '1Thursday, January 1: outside the plan',
    );
    expect(grid.getByRole('gridcell', { name: /January 10:/ }).textContent).toBe(
      '10Saturday, January 10:+Payday $2,000',
    );
    expect(screen.getByText('Month 1 of 4')).toBeTruthy();
  });

  it('restores a shared plan into the form without calculating or spending', async () => {
    const { router } = await setup({
      monthlyIncome: 3200.5,
      payFrequency: 'monthly',
      startDate: '2026-02-15',
      bills: [{ name: 'Rent', amount: 1200, dueDate: 31, split: true }],
    });
    expect((income() as HTMLInputElement).value).toBe('3200.5');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pay Frequency' }).value).toBe(
      'monthly',
    );
    expect(startDate().value).toBe('2026-02-15');
    expect(screen.getByRole('list', { name: 'Your bills' }).textContent).toContain(
      'Rent$1,200 due on the 31st · split between paychecks',
    );
    expect(calculateButton()).toHaveProperty('disabled', false);
    expect(resultsHeading()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
    expect(router.state.location.searchStr).toBe('');
  });

  it('writes what the form holds to the URL as it is typed', async () => {
    const { user, router } = await setup();
    await fill(user, income(), '4,200');
    setStartDate('2026-03-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay Frequency' }), 'monthly');
    await addBill(user, 'Rent', '1500', '1', true);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        monthlyIncome: 4200,
        payFrequency: 'monthly',
        startDate: '2026-03-01',
        bills: [{ name: 'Rent', amount: 1500, dueDate: 1, split: true }],
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
        fc.constantFrom('biweekly', 'semimonthly', 'monthly'),
        fc.constantFrom('2024-02-29', '2026-01-31', '2199-12-31', '1900-01-01'),
        fc.constantFrom('1', '15', '31'),
        fc.boolean(),
        async (monthlyIncome, amount, frequency, date, dueDay, split) => {
          localStorage.clear();
          freeCalculationCounter.reset();
          const user = userEvent.setup({ delay: null });
          const view = renderWithRouter(() => (
            <PaycheckPlannerScreen plan={paycheckPlan.defaults} />
          ));
          try {
            await screen.findByRole('heading', { level: 1 });
            await fill(user, income(), monthlyIncome);
            await user.selectOptions(
              screen.getByRole('combobox', { name: 'Pay Frequency' }),
              frequency,
            );
            setStartDate(date);
            if (amount) await addBill(user, 'Rent', amount, dueDay, split);
            if (!monthlyIncome) {
              expect(calculateButton()).toHaveProperty('disabled', true);
            } else {
              await user.click(calculateButton());
              await waitFor(() =>
                expect(
                  screen.queryByRole('alert') ??
                    resultsHeading() ??
                    screen.queryAllByText(/cannot be negative|at most \$/)[0] ??
                    null,
                ).not.toBeNull(),
              );
            }
            expectNoBadFigures();
          } finally {
            // A failed run must not leave its screen behind for the next (shrinking) run.
            view.unmount();
            act(() => toastStore.clear());
          }
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
