import { runwayProbability } from '@freedompath/engine/fire';
import { calculateRunway } from '@freedompath/engine/runway';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency, formatMonths, formatRate } from '@/lib/format';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { InThreadWorker } from '../calculators/kit/test-support/in-thread-worker';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { runwayPlan } from './runway-plan';
import type { RunwayPlan } from './runway-plan';

// jsdom has no canvas: stand in for react-chartjs-2 (the kit's hidden table still renders).
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
  Bar: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

const { RunwayScreen } = await import('./runway-screen');

// jsdom has no Worker: the Monte Carlo chance runs on the engine in-thread.
beforeAll(() => {
  vi.stubGlobal('Worker', InThreadWorker);
});

const invalidNumber = 'Please enter valid numbers for all required fields.';

async function setup(plan: RunwayPlan = runwayPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <RunwayScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' });
  return { ...view, user };
}

function field(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
}

/** The message shown with a field (its aria-describedby), or undefined. */
function messageOf(name: string): string | undefined {
  const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'))
    ?.textContent;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    // One paste per field keeps the test quick; typing is covered by the kit's field tests.
    if (value !== '') await user.paste(value);
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Calculate Your Runway' });

function toastTitles(): string[] {
  return toastStore.getSnapshot().map((toast) => toast.title);
}

function renderedText(): string {
  return document.body.textContent;
}

const profile: RunwayProfile = {
  breakDuration: 12,
  currentSavings: 20000,
  stockInvestments: 50000,
  cryptoInvestments: 5000,
  monthlyExpensesDuringBreak: 3000,
  monthlyIncomeBreak: 500,
  expectedMarketReturns: 7,
  cryptoMarketReturns: 20,
  cashSavingsReturn: 3,
  inflationRate: 3,
  withdrawalStockAllocation: 60,
  withdrawalCryptoAllocation: 20,
  withdrawalCashAllocation: 20,
};

async function fillProfile(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, {
    'Break Duration': '12',
    'Current Savings': '20000',
    'Stock Investments': '50,000',
    'Crypto Investments': '5000',
    'Monthly Expenses During Break': '3000',
    'Monthly Income During Break': '500',
  });
}

describe('RunwayScreen', () => {
  it('shows the form with the product’s defaults, tabs and the expenses link, and no results', async () => {
    await setup();
    expect(screen.getByRole('tab', { name: 'Calculator' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Guide' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calculate Expenses' }).getAttribute('href')).toBe(
      '/career-break-calculator',
    );
    expect(field('Cash Savings Return').value).toBe('3');
    expect(field('Inflation Rate').value).toBe('3');
    expect(field('Withdraw from Stocks').value).toBe('60');
    expect(field('Withdraw from Crypto').value).toBe('20');
    expect(field('Withdraw from Cash').value).toBe('20');
    expect(field('Current Savings').value).toBe('');
    const stocks = screen.getByRole<HTMLSelectElement>('combobox', {
      name: /^Expected Market Returns/,
    });
    expect(stocks.value).toBe('7');
    expect(
      within(stocks)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['25', '20', '15', '10', '7', '-10', '-15', '-20', '-25']);
    expect(within(stocks).getByRole('option', { name: 'Neutral (+7% a year)' })).toBeTruthy();
    const crypto = screen.getByRole<HTMLSelectElement>('combobox', {
      name: /^Crypto Market Returns/,
    });
    expect(crypto.value).toBe('20');
    expect(
      within(crypto)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['200', '150', '100', '50', '20', '-25', '-50', '-75', '-90']);
    expect(within(crypto).getByRole('option', { name: 'Extreme Bear (-90% a year)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your Runway Profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Runway' })).toBeNull();
  });

  it('shows the product’s message at empty required fields and spends nothing', async () => {
    const { user } = await setup();
    await user.click(submitButton());
    expect(messageOf('Current Savings')).toBe(invalidNumber);
    expect(messageOf('Monthly Expenses During Break')).toBe(invalidNumber);
    expect(messageOf('Stock Investments')).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe(invalidNumber);
    expect(freeCalculationCounter.used()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Your Runway Profile' })).toBeNull();
  });

  it('shows the messages for text, negatives and out-of-range values and spends nothing', async () => {
    const { user } = await setup();
    await fill(user, {
      'Break Duration': '0',
      'Current Savings': '-100',
      'Stock Investments': 'lots',
      'Monthly Expenses During Break': '3000',
      'Inflation Rate': '2.5x',
      'Withdraw from Stocks': '150',
    });
    await user.click(submitButton());
    expect(messageOf('Break Duration')).toBe(
      'Break duration must be a whole number of months from 1 to 1200',
    );
    expect(messageOf('Current Savings')).toBe('Current savings cannot be negative');
    expect(messageOf('Stock Investments')).toBe(invalidNumber);
    expect(messageOf('Inflation Rate')).toBe(invalidNumber);
    expect(messageOf('Withdraw from Stocks')).toBe('Stock allocation must be between 0% and 100%');
    expect(messageOf('Monthly Expenses During Break')).toBeUndefined();
    expect(freeCalculationCounter.used()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Your Runway' })).toBeNull();
  });

  it('collapses to the profile bar, then shows the engine results after the auto-trigger', async () => {
    const { user } = await setup();
    await fillProfile(user);
    await user.click(submitButton());

    expect(screen.getByRole('heading', { name: 'Your Runway Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Current Savings/ })).toBeNull();
    const working = screen.getByRole<HTMLButtonElement>('button', { name: 'Calculating...' });
    expect(working.disabled).toBe(true);
    expect(freeCalculationCounter.used()).toBe(0);

    const summary = await screen.findByRole('region', { name: 'Your Runway' });
    expect(screen.queryByRole('button', { name: 'Calculating...' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastTitles()).toContain('Calculation complete!');

    const expected = calculateRunway(profile);
    expect(expected.riskLabel).toBe('Fully Funded');
    expect(summary.textContent).toContain(formatMonths(expected.runwayMonths));
    expect(summary.textContent).toContain('Fully Funded');
    expect(summary.textContent).toContain(formatCurrency(expected.summary.monthlyWithdrawal));
    expect(summary.textContent).toContain(formatCurrency(expected.summary.finalTotal));

    const bar = screen.getByRole('progressbar', { name: 'Progress toward your 12-month break' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('12 months of 12 months covered (100%)');

    const table = screen.getByRole('table', { name: 'Projection by year' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Stocks', 'Crypto', 'Cash', 'Total']);
    expect(rows).toHaveLength(expected.projection.length + 1);
    const last = expected.projection[expected.projection.length - 1];
    expect(rows[rows.length - 1]?.textContent).toBe(
      `Year ${last?.year}${formatCurrency(last?.stocks)}${formatCurrency(last?.crypto)}${formatCurrency(last?.cash)}${formatCurrency(last?.total)}`,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Projected balances over time' })).toBeTruthy();

    const stress = screen.getByRole('region', { name: 'Stress Scenarios' });
    for (const scenario of expected.stress) {
      expect(stress.textContent).toContain(scenario.scenario);
    }
    expect(
      within(stress)
        .getAllByRole('listitem')
        .map((li) => li.lastChild?.textContent),
    ).toEqual(expected.stress.map((s) => `Runway: ${formatMonths(s.runwayMonths)}`));
    expect(stress.textContent).toContain('Indefinitely');

    // The Monte Carlo chance follows, computed in the worker and spending nothing more.
    const { probability } = runwayProbability(profile, { runs: 10_000, seed: 1 });
    const uncertainty = screen.getByRole('region', { name: 'Market Uncertainty' });
    expect(
      await within(uncertainty).findByText(
        `Monte Carlo: ${formatRate(probability)} chance your money lasts your 12-month break`,
      ),
    ).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('Edit Profile reopens the filled form; each submit spends one calculation', async () => {
    const { user } = await setup();
    await fillProfile(user);
    await user.click(submitButton());
    await screen.findByRole('region', { name: 'Your Runway' });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Current Savings').value).toBe('20000');
    expect(screen.queryByRole('region', { name: 'Your Runway' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Build Your Runway Profile');

    await fill(user, { 'Break Duration': '' });
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'Your Runway' });
    expect(freeCalculationCounter.used()).toBe(2);
    const expected = calculateRunway({ ...profile, breakDuration: null });
    expect(summary.textContent).toContain(expected.riskLabel);
    expect(
      screen.getByRole('progressbar', { name: 'Progress toward 60 months (5 years) of runway' }),
    ).toBeTruthy();
  });

  it('adds, toggles and removes what-if simulations without spending a calculation', async () => {
    const { user } = await setup();
    await fillProfile(user);
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'Your Runway' });
    const base = calculateRunway(profile);
    const whatIf = screen.getByRole('region', { name: 'What-If Simulations' });
    const amount = () => within(whatIf).getByRole<HTMLInputElement>('textbox', { name: /^Amount/ });
    const add = () => within(whatIf).getByRole('button', { name: 'Add Simulation' });

    await user.click(add());
    expect(messageOf('Amount')).toBe(invalidNumber);
    await user.type(amount(), '-3');
    await user.click(add());
    expect(messageOf('Amount')).toBe('Amount cannot be negative');

    await user.clear(amount());
    await user.type(amount(), '1000');
    await user.click(add());
    expect(toastTitles()).toContain('Simulation added');
    const simulated = calculateRunway({ ...profile, monthlyIncomeBreak: 1500 });
    expect(summary.textContent).toContain(formatMonths(simulated.runwayMonths));
    expect(summary.textContent).toContain('Includes 1 what-if simulation.');
    expect(whatIf.textContent).toContain(
      `With your enabled simulations your runway is ${formatMonths(simulated.runwayMonths)} (${formatMonths(base.runwayMonths)} without them).`,
    );
    expect(within(whatIf).getByRole('list', { name: 'Your simulations' }).textContent).toContain(
      'Extra monthly income: $1,000Enabled',
    );

    // Adding a type already listed toggles it.
    expect(amount().disabled).toBe(true);
    await user.click(add());
    expect(toastTitles()).toContain('Simulation disabled');
    expect(summary.textContent).toContain(formatMonths(base.runwayMonths));
    expect(summary.textContent).not.toContain('Includes');
    await user.click(add());
    expect(toastTitles()).toContain('Simulation enabled');
    expect(summary.textContent).toContain(formatMonths(simulated.runwayMonths));

    await user.selectOptions(
      within(whatIf).getByRole('combobox', { name: /^Simulation type/ }),
      'expense',
    );
    await user.type(amount(), '8000');
    await user.click(add());
    const both = calculateRunway({
      ...profile,
      monthlyIncomeBreak: 1500,
      currentSavings: 12000,
    });
    expect(summary.textContent).toContain(formatMonths(both.runwayMonths));
    expect(summary.textContent).toContain('Includes 2 what-if simulations.');

    await user.click(within(whatIf).getByRole('button', { name: 'Remove Extra monthly income' }));
    expect(toastTitles()).toContain('Simulation removed');
    await user.click(within(whatIf).getByRole('button', { name: 'Disable One-time expense' }));
    await user.click(within(whatIf).getByRole('button', { name: 'Remove One-time expense' }));
    expect(within(whatIf).getByText('No simulations yet.')).toBeTruthy();
    expect(summary.textContent).toContain(formatMonths(base.runwayMonths));
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('never shows NaN, Infinity or undefined for extreme inputs', async () => {
    const { user } = await setup();
    await fill(user, {
      'Break Duration': '1200',
      'Current Savings': '1000000000000',
      'Stock Investments': '1000000000000',
      'Crypto Investments': '0',
      'Monthly Expenses During Break': '0.01',
      'Monthly Income During Break': '1000000000000',
      'Cash Savings Return': '-100',
      'Inflation Rate': '1000',
      'Withdraw from Stocks': '0',
      'Withdraw from Crypto': '0',
      'Withdraw from Cash': '0',
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Crypto Market Returns/ }),
      '-90',
    );
    await user.click(submitButton());
    const summary = await screen.findByRole('region', { name: 'Your Runway' });
    expect(summary.textContent).toContain('Indefinitely');
    expect(renderedText()).not.toMatch(/NaN|Infinity|undefined/);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await fill(user, {
      'Current Savings': '0',
      'Stock Investments': '',
      'Monthly Expenses During Break': '1000000000000',
      'Monthly Income During Break': '',
      'Break Duration': '1',
    });
    await user.click(submitButton());
    const broke = await screen.findByRole('region', { name: 'Your Runway' });
    expect(freeCalculationCounter.used()).toBe(2);
    const expected = calculateRunway({
      breakDuration: 1,
      currentSavings: 0,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1e12,
      cryptoMarketReturns: -90,
      cashSavingsReturn: -100,
      inflationRate: 1000,
      withdrawalStockAllocation: 0,
      withdrawalCryptoAllocation: 0,
      withdrawalCashAllocation: 0,
    });
    expect(broke.textContent).toContain(expected.riskLabel);
    expect(broke.textContent).toContain(formatMonths(expected.runwayMonths));
    expect(renderedText()).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('refuses when the free calculations are used up, without collapsing the form', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { user, router } = await setup();
    await fillProfile(user);
    const button = screen.getByRole('button', { name: 'Sign In or Upgrade to Continue' });
    await user.click(button);
    expect(toastTitles()).toContain(
      "You've used all your free calculations. Please sign in or upgrade to continue.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(freeCalculationCounter.used()).toBe(5);
  });

  it('restores a shared plan into the form and shows no results until calculated', async () => {
    const plan = runwayPlan.parse({
      ...runwayPlan.defaults,
      breakDuration: 18,
      currentSavings: 42000.5,
      expectedMarketReturns: -15,
      inflationRate: 2.5,
      withdrawalCashAllocation: 'nonsense',
    });
    await setup(plan);
    expect(field('Break Duration').value).toBe('18');
    expect(field('Current Savings').value).toBe('42000.5');
    expect(field('Inflation Rate').value).toBe('2.5');
    expect(field('Withdraw from Cash').value).toBe('20');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: /^Expected Market Returns/ }).value,
    ).toBe('-15');
    expect(screen.queryByRole('region', { name: 'Your Runway' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('writes the form to the URL as the visitor types, only values that parse', async () => {
    const user = userEvent.setup();
    // As the route does it: the plan is the URL's search, validated by the plan's schema.
    const { router } = renderWithRouter(function SharedRoute() {
      return <RunwayScreen plan={runwayPlan.parse(useSearch({ strict: false }))} />;
    });
    await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' });
    await fill(user, { 'Current Savings': '15000', 'Inflation Rate': '2.5' });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        currentSavings: 15000,
        inflationRate: 2.5,
      }),
    );
    await user.type(field('Current Savings'), 'x');
    expect(field('Current Savings').value).toBe('15000x');
    await fill(user, { 'Break Duration': '6' });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        breakDuration: 6,
        currentSavings: 15000,
      }),
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('has a Guide tab on runway planning', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    expect(screen.getByRole('heading', { name: 'What is runway?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reading your results' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ways to extend your runway' })).toBeTruthy();
  });
});
