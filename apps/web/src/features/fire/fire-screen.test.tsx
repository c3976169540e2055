import { simulateRetirement } from '@freedompath/engine/fire';
import type { RetirementInput } from '@freedompath/engine/fire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { getCalculationEvents } from '@/lib/analytics/calculation-event-sink';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { handleSimulationRequest } from '../calculators/kit/simulation/handle-simulation-request';
import type { SimulationWorker } from '../calculators/kit/simulation/simulation-client';
import type {
  SimulationMessage,
  SimulationRequest,
} from '../calculators/kit/simulation/simulation-protocol';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { firePlan } from './fire-plan';
import type { FirePlan } from './fire-plan';

// jsdom has no canvas: stand in for react-chartjs-2 (the kit's hidden tables still render).
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
  Bar: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

const { FireScreen } = await import('./fire-screen');

/**
 * The simulation worker, in the test's hands: it runs a request on the engine only when
 * `release` is called, so a test can look at the screen while a run is in flight.
 */
class HeldWorker implements SimulationWorker {
  static held: HeldWorker[] = [];
  onmessage: ((event: MessageEvent<SimulationMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private requests: SimulationRequest[] = [];
  private terminated = false;

  constructor() {
    HeldWorker.held.push(this);
  }

  postMessage(request: SimulationRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Runs the requests received so far, answering as the worker would. */
  static release(): void {
    for (const worker of HeldWorker.held) {
      const requests = worker.requests.splice(0);
      for (const request of requests) {
        handleSimulationRequest(request, (message) => {
          if (!worker.terminated)
            worker.onmessage?.(new MessageEvent('message', { data: message }));
        });
      }
    }
  }

  /** Fails every live worker as a script that could not load does: an error with no message. */
  static fail(): void {
    for (const worker of HeldWorker.held) {
      if (!worker.terminated) worker.onerror?.(new Event('error') as ErrorEvent);
    }
  }

  static pending(): number {
    return HeldWorker.held
      .filter((worker) => !worker.terminated)
      .reduce((count, worker) => count + worker.requests.length, 0);
  }
}

beforeEach(() => {
  vi.stubGlobal('Worker', HeldWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Yearly starts keep the engine quick here (123 cycles); the e2e journey runs every month. */
const quickPlan: FirePlan = { ...firePlan.defaults, starts: 'yearly' };
const quickInput: RetirementInput = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: 30,
  allocation: { stocks: 75, bonds: 25, cash: 0 },
  annualFee: 0,
  strategy: { type: 'constant-dollar' },
  incomes: [],
  expenses: [],
  method: { type: 'historical', starts: 'yearly' },
};

async function setup(plan: FirePlan = quickPlan) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <FireScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'FIRE Calculator' });
  return { ...view, user };
}

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const runButton = () =>
  screen.getByRole('button', { name: /^(Run Simulation|Calculating\.\.\.)$/ });
const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

async function replace(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.paste(text);
}

/** Starts a run and waits until the worker holds it. */
async function startRun(user: ReturnType<typeof userEvent.setup>) {
  await user.click(runButton());
  await waitFor(() => expect(HeldWorker.pending()).toBeGreaterThan(0));
}

/**
 * Lets every promise callback already queued run: how a cancelled run ends (aborts, rejections,
 * the gate's answer) is all promise callbacks, with nothing on screen to wait for.
 */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A saved session being restored: the gate waits for it before deciding anything. */
function restoringSession() {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  sessionStore.reset();
}

/** Lets the held runs finish, one strategy at a time, until the worker has nothing left. */
async function finishRuns() {
  await waitFor(() => {
    HeldWorker.release();
    expect(screen.queryByRole('progressbar', { name: 'Simulation progress' })).toBeNull();
  });
}

describe('FireScreen', () => {
  it('starts with the classic retirement filled in, the guide, the years-to-FI card and no results', async () => {
    await setup(firePlan.defaults);
    expect(screen.getByRole('tab', { name: 'Guide' })).toBeTruthy();
    expect(field('Starting portfolio').value).toBe('1000000');
    expect(field('Annual spending').value).toBe('40000');
    expect(field('Years in retirement').value).toBe('30');
    expect([field('Stocks').value, field('Bonds').value, field('Cash').value]).toEqual([
      '75',
      '25',
      '0',
    ]);
    expect(
      screen.getByText('In today’s dollars: a 4% withdrawal rate in the first year.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Strategy/ }).value).toBe(
      'constant-dollar',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Compare with/ }).value).toBe(
      'none',
    );
    expect(screen.getByRole('radio', { name: /^Historical/ })).toHaveProperty('checked', true);
    expect(screen.getByText('No income listed.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Years to financial independence' })).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'Years to financial independence by savings rate',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByRole('row', { name: '50% 16.6 years' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Success rate' })).toBeNull();
  });

  it('runs the simulation in the worker, shows its progress, then every result for one calculation', async () => {
    const { user } = await setup();
    await startRun(user);
    expect(runButton().textContent).toBe('Calculating...');
    expect(runButton()).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    const progress = screen.getByRole('progressbar', { name: 'Simulation progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');

    await finishRuns();
    const expected = simulateRetirement(quickInput);
    const success = await screen.findByRole('heading', { name: 'Success rate' });
    expect(document.activeElement).toBe(success);
    const summary = success.closest('section')!;
    expect(within(summary).getByText(`${expected.successRate.toFixed(1)}%`)).toBeTruthy();
    expect(summary.textContent).toContain(
      `${expected.cycles - expected.failures.length} of ${expected.cycles} historical cycles`,
    );
    expect(summary.textContent).toContain(formatCurrency(expected.endingBalances.p50));
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastTitles()).toContain('Calculation complete!');
    expect(runButton().textContent).toBe('Run Simulation');

    const swr = screen.getByRole('region', { name: 'Safe withdrawal rates' });
    expect(swr.textContent).toContain(`${expected.safeWithdrawalRates?.all}%`);
    const failures = screen.getByRole('region', { name: 'Failed retirements' });
    expect(within(failures).getAllByRole('listitem')).toHaveLength(expected.failures.length);
    expect(failures.textContent).toContain('January 1966: ran out in year');
    const fan = screen.getByRole('table', { name: 'Portfolio value by year, in percentiles' });
    expect(within(fan).getAllByRole('row')).toHaveLength(32);
    expect(screen.getByText('US data 1871-01 to 2023-06', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Compare strategies' })).toBeNull();

    // Analytics get the headline figures, not every cycle.
    const completed = getCalculationEvents().filter((event) => event.type === 'completed');
    expect(completed.map((event) => event.results)).toEqual([
      {
        a: {
          successRate: expected.successRate,
          cycles: expected.cycles,
          safeWithdrawalRates: expected.safeWithdrawalRates,
          medianEndingBalance: expected.endingBalances.p50,
        },
        b: null,
      },
    ]);
  });

  it('sorts every cycle by a column, 25 to a page, and downloads them all', async () => {
    const { user } = await setup();
    await startRun(user);
    await finishRuns();
    const expected = simulateRetirement(quickInput).cycleResults;
    const table = await screen.findByRole('table', { name: 'Every historical cycle' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    expect(rows()[0]?.textContent).toContain('January 1871');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Start').getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(table).getByRole('button', { name: 'Ending balance' }));
    expect(header('Start').hasAttribute('aria-sort')).toBe(false);
    expect(header('Ending balance').getAttribute('aria-sort')).toBe('ascending');
    const lowest = Math.min(...expected.map((cycle) => cycle.endingBalance));
    expect(rows()[0]?.textContent).toContain(formatCurrency(lowest));
    await user.click(within(table).getByRole('button', { name: 'Ending balance' }));
    expect(header('Ending balance').getAttribute('aria-sort')).toBe('descending');
    const highest = Math.max(...expected.map((cycle) => cycle.endingBalance));
    expect(rows()[0]?.textContent).toContain(formatCurrency(highest));

    expect(screen.getByText(`Rows 1–25 of ${expected.length} · page 1 of 5`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(`Rows 26–50 of ${expected.length} · page 2 of 5`)).toBeTruthy();

    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:csv';
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const csv = text.trim().split('\r\n');
    expect(csv[0]).toBe('Start,Ending balance,Lowest balance,Total spending,Ran out in year');
    expect(csv).toHaveLength(expected.length + 1);
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('cancels a run when an input changes, spending nothing, and marks shown results out of date', async () => {
    const { user } = await setup();
    await startRun(user);
    await finishRuns();
    await screen.findByRole('heading', { name: 'Success rate' });
    expect(freeCalculationCounter.used()).toBe(1);

    await startRun(user);
    await user.type(field('Annual spending'), '5');
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Simulation progress' })).toBeNull(),
    );
    expect(HeldWorker.pending()).toBe(0);
    expect(screen.getByText('Results are out of date — run the simulation again.')).toBeTruthy();
    expect(screen.getByText('Simulation cancelled. Nothing was counted.')).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(1);

    // Back to what was simulated: the results are current again, and the next edit took the
    // cancel's message away.
    await user.type(field('Annual spending'), '{Backspace}');
    expect(field('Annual spending').value).toBe('40000');
    expect(screen.queryByText('Results are out of date — run the simulation again.')).toBeNull();
    expect(screen.queryByText('Simulation cancelled. Nothing was counted.')).toBeNull();
    // The years-to-FI card is not part of the simulation.
    await replace(user, 'Savings rate', '60');
    expect(screen.queryByText('Results are out of date — run the simulation again.')).toBeNull();
  });

  it('cancels from the Cancel button and gives focus back to Run Simulation', async () => {
    const { user } = await setup();
    await startRun(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Simulation cancelled. Nothing was counted.');
    expect(document.activeElement).toBe(runButton());
    expect(screen.queryByRole('heading', { name: 'Success rate' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('names what is wrong at its field and simulates nothing', async () => {
    const { user } = await setup();
    await replace(user, 'Bonds', '35');
    await replace(user, 'Years in retirement', 'thirty');
    await user.click(runButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please correct the highlighted fields.',
    );
    expect(field('Years in retirement').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Years in retirement'));
    expect(screen.getByText('Allocations must add up to 100%')).toBeTruthy();
    expect(HeldWorker.pending()).toBe(0);
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('compares two strategies in one calculation', async () => {
    const { user } = await setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Compare with/ }),
      'guyton-klinger',
    );
    expect(field('Guardrail').value).toBe('20');
    await startRun(user);
    await finishRuns();
    const comparison = await screen.findByRole('region', { name: 'Compare strategies' });
    expect(screen.getByRole('region', { name: 'Success rate' }).textContent).toContain(
      'For strategy A: Constant dollar (the 4% rule).',
    );
    const expectedB = simulateRetirement({
      ...quickInput,
      strategy: { type: 'guyton-klinger', guardrailPercent: 20, adjustmentPercent: 10 },
    });
    const table = within(comparison).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure', 'Strategy A: Constant dollar', 'Strategy B: Guyton-Klinger']);
    const success = within(table).getByRole('row', { name: /^Success rate/ });
    expect(success.textContent).toContain(`${expectedB.successRate.toFixed(1)}%`);
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('adds and removes incomes, with focus following', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add income' }));
    expect(document.activeElement).toBe(field('Label of income 1'));
    expect(field('From year of income 1').value).toBe('1');
    expect(field('To year of income 1').value).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Remove income 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add income' }));
    expect(screen.getByText('No income listed.')).toBeTruthy();
  });

  it('answers the years-to-FI card as you type, counting nothing', async () => {
    const { user } = await setup();
    await replace(user, 'Take-home pay a year', '60000');
    const card = screen.getByRole('region', { name: 'Years to financial independence' });
    expect(card.textContent).toContain('16.6 years');
    expect(card.textContent).toContain(
      'Saving $30,000 a year toward $750,000: 25 times your spending of $30,000 a year.',
    );
    await replace(user, 'Savings rate', '120');
    expect(card.textContent).toContain('Savings rate must be between 0% and 100%');
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('cancels a run when the screen is left: no error shown, nothing counted', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { user, unmount } = await setup();
    await startRun(user);
    unmount();
    await settle();
    expect(HeldWorker.pending()).toBe(0);
    expect(toastTitles()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('never starts a run still waiting for the session once the screen is left', async () => {
    restoringSession();
    const { user, unmount } = await setup();
    await user.click(runButton());
    unmount();
    act(() => sessionStore.clear());
    await settle();
    expect(HeldWorker.pending()).toBe(0);
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('ignores a second Run while the first waits for the session; the first can still be cancelled', async () => {
    restoringSession();
    const { user } = await setup();
    await user.click(runButton());
    await user.click(runButton());
    act(() => sessionStore.clear());
    await waitFor(() => expect(HeldWorker.pending()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Simulation cancelled. Nothing was counted.');
    expect(HeldWorker.pending()).toBe(0);
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('offers to try again, inline, when the worker fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await setup();
    await startRun(user);
    HeldWorker.fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The simulation could not be completed. Nothing was counted.');
    expect(toastTitles()).toContain('Calculation Error');
    expect(document.activeElement).toBe(runButton());
    expect(freeCalculationCounter.used()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(HeldWorker.pending()).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
    await finishRuns();
    await screen.findByRole('heading', { name: 'Success rate' });
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('takes Cancel away once the result is accepted and is being counted', async () => {
    let consumed: (reply: StubReply) => void = () => undefined;
    stubApi({
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
      'POST /quota/consume': () => new Promise<StubReply>((resolve) => (consumed = resolve)),
    });
    act(() => sessionStore.signIn(aSession()));
    const { user } = await setup();
    await waitFor(() => expect(runButton().textContent).toBe('Run Simulation'));
    await startRun(user);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    HeldWorker.release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(runButton().textContent).toBe('Calculating...');
    act(() => consumed({ status: 200, body: { remaining: 4 } }));
    await screen.findByRole('heading', { name: 'Success rate' });
  });

  it('marks the three shares invalid when they do not add up, focusing the first', async () => {
    const { user } = await setup();
    await replace(user, 'Bonds', '35');
    await user.click(runButton());
    const message = await screen.findByText('Allocations must add up to 100%');
    for (const name of ['Stocks', 'Bonds', 'Cash']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(field(name).getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    }
    expect(document.activeElement).toBe(field('Stocks'));
  });

  it('shows no safe withdrawal rates for VPW, and no first-year rate for its spending', async () => {
    const { user } = await setup();
    const strategy = screen.getByRole('combobox', { name: /^Strategy/ });
    await user.selectOptions(strategy, 'vpw');
    expect(screen.getByText('In today’s dollars, for the first year.')).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Compare with/ }),
      'constant-dollar',
    );
    await startRun(user);
    await finishRuns();
    const swr = await screen.findByRole('region', { name: 'Safe withdrawal rates' });
    expect(swr.textContent).toContain('Not applicable');
    expect(swr.textContent).toContain(
      'This strategy sets spending from the balance each year, so no starting rate runs out.',
    );
    const comparison = screen.getByRole('region', { name: 'Compare strategies' });
    const row = within(comparison).getByRole('row', { name: /^Safe withdrawal rate \(every/ });
    const expectedB = simulateRetirement(quickInput).safeWithdrawalRates;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Safe withdrawal rate (every historical cycle)',
      'Not applicable',
      `${expectedB?.all}%`,
    ]);
    expect(comparison.textContent).toContain(
      'Safe withdrawal rates of strategy A (VPW): not applicable.',
    );
  });

  it('says the parametric model ignores the mix, and names no market data for it', async () => {
    const { user } = await setup();
    const note =
      'The parametric model draws returns for the whole portfolio, so the mix above does not change them.';
    await user.click(screen.getByRole('radio', { name: /^Monte Carlo/ }));
    expect(screen.queryByText(note)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Parametric/ }));
    expect(screen.getByText(note)).toBeTruthy();
    await replace(user, 'Runs', '50');
    await startRun(user);
    await finishRuns();
    await screen.findByRole('heading', { name: 'Success rate' });
    expect(screen.queryByText('US data 1871-01 to 2023-06', { exact: false })).toBeNull();
  });

  it('keeps a run going, and its results current, while an income is renamed', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add income' }));
    await replace(user, 'Amount a year of income 1', '10000');
    await startRun(user);
    await user.type(field('Label of income 1'), 'Pension');
    expect(screen.getByRole('progressbar', { name: 'Simulation progress' })).toBeTruthy();
    await finishRuns();
    await screen.findByRole('heading', { name: 'Success rate' });
    await user.type(field('Label of income 1'), ' plan');
    expect(screen.queryByText('Results are out of date — run the simulation again.')).toBeNull();
    expect(freeCalculationCounter.used()).toBe(1);
  });
});
