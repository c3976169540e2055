import { calculateDebtPaydown } from '@freedompath/engine/debt';
import type { DebtPaydownInput } from '@freedompath/engine/debt';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { downloadCsv } from '../calculators/kit/results/to-csv';
import type * as ToCsv from '../calculators/kit/results/to-csv';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { currentMonth } from './debt-analysis';
import { formatYearMonth } from './debt-format';
import { debtPaydownPlan } from './debt-paydown-plan';
import type { DebtPaydownPlan, PlanDebt } from './debt-paydown-plan';
import { DebtPaydownScreen } from './debt-paydown-screen';

// jsdom has no canvas: stand in for the chart and keep what it was given.
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string; data: { labels: string[]; datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-labels={JSON.stringify(props.data.labels)}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

// jsdom cannot save files: keep what would be downloaded.
vi.mock('../calculators/kit/results/to-csv', async (importOriginal) => ({
  ...(await importOriginal<typeof ToCsv>()),
  downloadCsv: vi.fn(),
}));

type User = ReturnType<typeof userEvent.setup>;

async function setup(plan: DebtPaydownPlan = debtPaydownPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <DebtPaydownScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Debt Paydown Calculator' });
  return { ...view, user };
}

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);
const region = (name: string) => screen.getByRole('region', { name });
const textbox = (container: HTMLElement, name: string) =>
  within(container).getByRole<HTMLInputElement>('textbox', { name });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Payoff Plans' });
const comparison = () => screen.queryByRole('region', { name: 'Compare Strategies' });
const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

/** The messages read with an input (its hint and its error). */
function messagesOf(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

/** Replaces a field's text as a paste would (one change, not one per key). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') {
    await user.click(input);
    await user.paste(text);
  }
}

async function fillDebt(
  user: User,
  title: string,
  texts: { name?: string; balance?: string; minimum?: string; rate?: string },
) {
  const debt = region(title);
  if (texts.balance !== undefined) await fill(user, textbox(debt, 'Balance'), texts.balance);
  if (texts.minimum !== undefined)
    await fill(user, textbox(debt, 'Minimum payment'), texts.minimum);
  if (texts.rate !== undefined) await fill(user, textbox(debt, 'Interest rate'), texts.rate);
  if (texts.name !== undefined) await fill(user, textbox(debt, 'Debt name'), texts.name);
}

const readme: PlanDebt[] = [
  { name: 'Visa', type: 'credit_card', balance: 3200, minimumPayment: 96, interestRate: 22.9 },
  { name: 'Car loan', type: 'auto_loan', balance: 9800, minimumPayment: 285, interestRate: 6.4 },
  { name: 'Clinic bill', type: 'medical_debt', balance: 850, minimumPayment: 50, interestRate: 0 },
];

/** What the engine computes for a plan, from this month, with its minimums-only baseline. */
function engineFor(plan: DebtPaydownPlan) {
  const input: DebtPaydownInput = {
    debts: plan.debts.map((debt, index) => ({
      id: `debt-${index + 1}`,
      name: debt.name,
      type: debt.type,
      balance: debt.balance ?? 0,
      minimumPayment: debt.minimumPayment ?? 0,
      interestRate: debt.interestRate ?? 0,
    })),
    extraMonthlyPayment: plan.extraMonthlyPayment,
    bonusPayments: plan.bonusPayments.map((bonus) => ({
      month: bonus.month ?? 0,
      year: bonus.year ?? 0,
      amount: bonus.amount ?? 0,
    })),
    startDate: currentMonth(),
  };
  const { strategies } = calculateDebtPaydown(input);
  const [baseline] = calculateDebtPaydown({
    ...input,
    extraMonthlyPayment: 0,
    bonusPayments: [],
    rolloverFreedPayments: false,
  }).strategies;
  return { strategies, baseline: baseline! };
}

function expectNoBadFigures() {
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

describe('DebtPaydownScreen', () => {
  it('starts at Enter Debts with one blank debt that cannot be removed, and no results', async () => {
    const { user } = await setup();
    expect(currentStep()).toContain('Enter Debts');
    const first = region('Debt 1');
    expect(textbox(first, 'Debt name').value).toBe('');
    expect(within(first).getByRole('button', { name: 'Remove Debt 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(/the last debt cannot be removed/)).toBeTruthy();
    expect(comparison()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Debt' }));
    expect(document.activeElement).toBe(textbox(region('Debt 2'), 'Debt name'));
    expect(within(first).getByRole('button', { name: 'Remove Debt 1' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(within(region('Debt 2')).getByRole('button', { name: 'Remove Debt 2' }));
    expect(screen.queryByRole('region', { name: 'Debt 2' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Debt' }));
    expect(within(first).getByRole('button', { name: 'Remove Debt 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('shows the product’s messages next to each debt’s fields and spends nothing', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add Debt' }));
    await fillDebt(user, 'Debt 1', { balance: 'abc', minimum: '-5', rate: '-1' });
    await fillDebt(user, 'Debt 2', { balance: '0', minimum: '100', rate: '101', name: 'Car' });
    await fill(user, screen.getByRole('textbox', { name: 'Extra monthly payment' }), '-10');
    await user.click(screen.getByRole('button', { name: 'Add Bonus Payment' }));
    const bonus = screen.getByRole('group', { name: 'Bonus payment 1' });
    await fill(user, textbox(bonus, 'Year'), '20x6');
    await fill(user, textbox(bonus, 'Amount'), '-5');
    await user.click(calculateButton());

    const first = region('Debt 1');
    await waitFor(() =>
      expect(messagesOf(textbox(first, 'Debt name'))).toContain('Debt name is required'),
    );
    expect(messagesOf(textbox(first, 'Balance'))).toContain('Balance must be greater than 0');
    expect(messagesOf(textbox(first, 'Minimum payment'))).toContain(
      'Minimum payment must be greater than 0',
    );
    expect(messagesOf(textbox(first, 'Interest rate'))).toContain(
      'Interest rate cannot be negative',
    );
    const car = region('Car');
    expect(messagesOf(textbox(car, 'Balance'))).toContain('Balance must be greater than 0');
    expect(messagesOf(textbox(car, 'Interest rate'))).toContain('Interest rate cannot exceed 100%');
    expect(messagesOf(textbox(car, 'Debt name'))).toEqual([]);
    expect(messagesOf(screen.getByRole('textbox', { name: 'Extra monthly payment' }))).toContain(
      'Extra payment cannot be negative',
    );
    expect(messagesOf(textbox(bonus, 'Year'))).toContain('Bonus year must be a four-digit year');
    expect(messagesOf(textbox(bonus, 'Amount'))).toContain('Bonus amount cannot be negative');
    expect(document.activeElement).toBe(textbox(first, 'Debt name'));
    expect(comparison()).toBeNull();
    expect(currentStep()).toContain('Enter Debts');
    expect(freeCalculationCounter.used()).toBe(0);

    await fill(user, screen.getByRole('textbox', { name: 'Extra monthly payment' }), 'ten');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(messagesOf(screen.getByRole('textbox', { name: 'Extra monthly payment' }))).toContain(
        'Extra payment must be a number',
      ),
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('calculates: the engine’s figures for each strategy, the first strategy preselected', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add Debt' }));
    await fillDebt(user, 'Debt 1', {
      balance: '$3,200',
      minimum: '96',
      rate: '22.9',
      name: 'Visa',
    });
    await fillDebt(user, 'Debt 2', {
      balance: '9800',
      minimum: '285',
      rate: '6.4',
      name: 'Car loan',
    });
    await user.selectOptions(
      within(region('Car loan')).getByRole('combobox', { name: 'Type' }),
      'Auto loan',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Extra monthly payment' }), '200');
    await user.click(screen.getByRole('button', { name: 'Add Bonus Payment' }));
    const bonus = screen.getByRole('group', { name: 'Bonus payment 1' });
    const start = currentMonth();
    expect(textbox(bonus, 'Year').value).toBe(String(start.year));
    await fill(user, textbox(bonus, 'Amount'), '1000');
    await user.click(calculateButton());

    const results = await screen.findByRole('region', { name: 'Compare Strategies' });
    expect(document.activeElement).toBe(
      within(results).getByRole('heading', { name: 'Compare Strategies' }),
    );
    expect(currentStep()).toContain('Compare Strategies');
    await waitFor(() => expect(toastTitles()).toContain('Debt analysis calculated successfully!'));
    expect(freeCalculationCounter.used()).toBe(1);

    const { strategies, baseline } = engineFor({
      debts: readme.slice(0, 2),
      extraMonthlyPayment: 200,
      bonusPayments: [{ month: start.month, year: start.year, amount: 1000 }],
    });
    for (const result of strategies) {
      const row = within(results).getByRole('row', {
        name: new RegExp(`^${result.strategy.name}`),
      });
      expect(row.textContent).toContain(`${result.monthsToPayoff} months`);
      expect(row.textContent).toContain(formatYearMonth(result.debtFreeDate));
      expect(row.textContent).toContain(formatCurrency(result.totalInterestPaid));
      expect(row.textContent).toContain(
        formatCurrency(baseline.totalInterestPaid - result.totalInterestPaid),
      );
    }
    const minimums = within(results).getByRole('row', { name: /^Minimum payments only/ });
    expect(minimums.textContent).toContain(`${baseline.monthsToPayoff} months`);
    expect(minimums.textContent).toContain('Baseline');
    expect(within(results).getByRole('radio', { name: /^Debt Snowball/ })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(results).getByRole('tab', { name: 'Payment Timeline' }));
    const timeline = within(results).getByRole('tabpanel', { name: 'Payment Timeline' });
    const payoffs = within(timeline).getAllByRole('listitem');
    expect(payoffs).toHaveLength(strategies[0]!.milestones.length);
    strategies[0]!.milestones.forEach((milestone, index) => {
      expect(payoffs[index]?.textContent).toContain(milestone.description);
    });
    await user.click(within(results).getByRole('tab', { name: 'Insights & Tips' }));
    const insights = within(results).getByRole('tabpanel', { name: 'Insights & Tips' });
    expect(insights.textContent).toContain('Compared with paying only each minimum');
    expectNoBadFigures();
  });

  it('walks Compare Strategies → Visualize Progress and back, keeping the inputs', async () => {
    const plan = { ...debtPaydownPlan.defaults, debts: readme, extraMonthlyPayment: 200 };
    const { user } = await setup(plan);
    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Compare Strategies' });
    const { strategies } = engineFor(plan);

    await user.click(screen.getByRole('button', { name: 'View Progress Visualization' }));
    const progress = screen.getByRole('region', { name: 'Visualize Progress: Debt Snowball' });
    expect(document.activeElement).toBe(within(progress).getByRole('heading', { level: 2 }));
    expect(currentStep()).toContain('Visualize Progress');
    // The chart draws in a deferred render of its own, just after the step appears.
    const chart = await within(progress).findByRole('img', { name: 'Total balance over time' });
    const datasets = JSON.parse(chart.getAttribute('data-datasets') ?? '[]') as Array<{
      label: string;
      data: number[];
    }>;
    expect(datasets.map((line) => line.label)).toEqual([
      'Debt Snowball',
      'Debt Avalanche',
      'Hybrid',
    ]);
    expect(datasets[0]?.data.at(-1)).toBe(0);
    const schedule = within(progress).getByRole('table', {
      name: 'Monthly payment schedule: Debt Snowball',
    });
    expect(within(schedule).getAllByRole('row')).toHaveLength(
      strategies[0]!.monthlySchedule.length + 1,
    );
    expect(progress.textContent).toContain(formatYearMonth(strategies[0]!.debtFreeDate));
    expect(within(progress).getByText('Upcoming milestones')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to Strategies' }));
    await user.click(screen.getByRole('radio', { name: /^Debt Avalanche/ }));
    await user.click(screen.getByRole('button', { name: 'View Progress Visualization' }));
    expect(screen.getByRole('region', { name: 'Visualize Progress: Debt Avalanche' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(currentStep()).toContain('Enter Debts');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Enter Debts' }));
    expect(textbox(region('Car loan'), 'Balance').value).toBe('9800');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Extra monthly payment' }).value,
    ).toBe('200');
    expect(comparison()).toBeNull();

    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Compare Strategies' });
    expect(screen.getByRole('radio', { name: /^Debt Snowball/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Back to Form' }));
    expect(currentStep()).toContain('Enter Debts');
    expect(textbox(region('Visa'), 'Interest rate').value).toBe('22.9');
    expect(freeCalculationCounter.used()).toBe(2);
  });

  it('pages the 12,000-row schedule of 20 debts over 50 years and exports every row', async () => {
    const debts = Array.from({ length: 20 }, (_, index) => ({
      name: `Loan ${index + 1}`,
      type: 'personal_loan' as const,
      balance: 12_000,
      minimumPayment: 120,
      interestRate: 12,
    }));
    const { user } = await setup({ ...debtPaydownPlan.defaults, debts });
    await user.click(calculateButton());
    const results = await screen.findByRole('region', { name: 'Compare Strategies' });
    const snowball = within(results).getByRole('row', { name: /^Debt Snowball/ });
    expect(snowball.textContent).toContain('Over 50 years');
    expect(snowball.textContent).toContain('Not within 50 years');
    expect(snowball.textContent).toContain(`At least ${formatCurrency(20 * 600 * 120)}`);
    expect(results.textContent).toContain('there is no total to measure savings against');

    await user.click(screen.getByRole('button', { name: 'View Progress Visualization' }));
    const table = () =>
      screen.getByRole('table', { name: 'Monthly payment schedule: Debt Snowball' });
    expect(within(table()).getAllByRole('row')).toHaveLength(121);
    expect(screen.getByText('Rows 1–120 of 12,000 · page 1 of 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 121–240 of 12,000 · page 2 of 100')).toBeTruthy();

    const last = formatYearMonth({
      year: currentMonth().year + 49 + Math.floor((currentMonth().month + 10) / 12),
      month: ((currentMonth().month + 10) % 12) + 1,
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show month' }),
      `Month 600: ${last}`,
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Rows 11,981–12,000 of 12,000')).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Total balance over time' });
    expect(JSON.parse(chart.getAttribute('data-labels') ?? '[]')).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(fileName).toMatch(/^debt-paydown-calculator-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Month,Debt,Payment,Interest,Principal,Remaining balance,Paid off');
    expect(lines).toHaveLength(12_002);
    expectNoBadFigures();
  });

  it('restores a shared link into the form without calculating', async () => {
    await setup({
      debts: readme,
      extraMonthlyPayment: 150,
      bonusPayments: [{ month: 12, year: 2030, amount: 2500 }],
    });
    const clinic = region('Clinic bill');
    expect(within(clinic).getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe(
      'medical_debt',
    );
    expect(textbox(clinic, 'Interest rate').value).toBe('0');
    expect(textbox(region('Visa'), 'Minimum payment').value).toBe('96');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Extra monthly payment' }).value,
    ).toBe('150');
    const bonus = screen.getByRole('group', { name: 'Bonus payment 1' });
    expect(within(bonus).getByRole<HTMLSelectElement>('combobox', { name: 'Month' }).value).toBe(
      '12',
    );
    expect(textbox(bonus, 'Year').value).toBe('2030');
    expect(textbox(bonus, 'Amount').value).toBe('2500');
    expect(comparison()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('never shows NaN, Infinity or undefined, whatever is typed', async () => {
    const text = fc.constantFrom('', '0', '-1', 'abc', '1e400', '0.001', '99999999999', '12.5%');
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (balance, minimum, rate, extra) => {
        localStorage.clear();
        freeCalculationCounter.reset();
        const user = userEvent.setup({ delay: null });
        const view = renderWithRouter(() => <DebtPaydownScreen plan={debtPaydownPlan.defaults} />);
        try {
          await screen.findByRole('heading', { level: 1 });
          await fillDebt(user, 'Debt 1', { balance, minimum, rate, name: 'Card' });
          await fill(user, screen.getByRole('textbox', { name: 'Extra monthly payment' }), extra);
          await user.click(calculateButton());
          await waitFor(() =>
            expect(
              screen.queryByRole('region', { name: 'Compare Strategies' }) ??
                document.querySelector('[aria-invalid="true"]'),
            ).not.toBeNull(),
          );
          expectNoBadFigures();
        } finally {
          view.unmount();
          act(() => toastStore.clear());
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('refuses in place with the product’s message once the free calculations are spent', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { user, router } = await setup({ ...debtPaydownPlan.defaults, debts: readme });
    await user.click(screen.getByRole('button', { name: 'Sign In or Upgrade to Continue' }));
    await waitFor(() =>
      expect(toastTitles()).toContain(
        "You've used all your free calculations. Please upgrade to continue.",
      ),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(comparison()).toBeNull();
    expect(textbox(region('Visa'), 'Balance').value).toBe('3200');
  });
});
