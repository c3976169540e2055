import { simulateRetirement } from '@freedompath/engine/fire';
import type { RetirementInput } from '@freedompath/engine/fire';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  expectAccessible,
  freeCalculationsUsed,
  openCopiedLink,
  usd,
  watchErrors,
} from './support/calculator-page';

/** The screen's defaults, as the engine takes them. */
const defaults: RetirementInput = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: 30,
  allocation: { stocks: 75, bonds: 25, cash: 0 },
  annualFee: 0,
  strategy: { type: 'constant-dollar' },
  method: { type: 'historical', starts: 'monthly' },
};

/** A success rate as the screen shows it: always one decimal. */
const rate = (value: number) => `${value.toFixed(1)}%`;

declare global {
  interface Window {
    /** Long tasks (over 50 ms) of the page, recorded from its first script on. */
    __longTasks?: { start: number; duration: number }[];
    /** When the results' first heading entered the page. */
    __resultsShownAt?: number;
  }
}

/** The first monthly stock returns of the engine's market history, as any build writes them. */
const MARKET_HISTORY_MARKER = '18393,29259,32899,29887';

/** Every script the page and its workers load, with its text. */
function recordScripts(page: Page): { url: string; body: string }[] {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    void response.text().then(
      (body) => scripts.push({ url: response.url(), body }),
      () => undefined,
    );
  });
  return scripts;
}

/** Records every long task of the page's main thread from before the app starts. */
async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks?.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Notes the moment the results' heading is added to the page (in the task that adds it), so the
 * long tasks can be looked at from the click to exactly then.
 */
async function noteResultsShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!document.getElementById('fire-success-heading')) return;
      window.__resultsShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

test('fire: simulate the classic retirement, read every result, sort and export the cycles, share the plan', async ({
  page,
  context,
}) => {
  await observeLongTasks(page);
  const scripts = recordScripts(page);
  const { errors } = watchErrors(page);
  await page.goto('/fire-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'FIRE Calculator' })).toBeVisible();
  await expect(page).toHaveTitle('FIRE Calculator — FreedomPath');
  await expectAccessible(page);

  await noteResultsShown(page);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Run Simulation' }).click();
  const summary = page.getByRole('region', { name: 'Success rate' });
  const expected = simulateRetirement(defaults);
  await expect(summary).toContainText(rate(expected.successRate));
  await expect(summary).toContainText(
    `${(expected.cycles - expected.failures.length).toLocaleString('en-US')} of ${expected.cycles.toLocaleString('en-US')} historical cycles`,
  );
  await expect(summary).toContainText(usd.format(expected.endingBalances.p50));
  await expect(page.getByRole('button', { name: 'Run Simulation' })).toBeEnabled();
  expect(await freeCalculationsUsed(page)).toBe(1);

  // The simulation ran in the worker: the market history every simulation reads is in the
  // worker's script and in no script of the page. Long tasks are wall-clock figures, which a
  // busy machine stretches, so they are reported rather than asserted.
  const isWorker = (script: { url: string }) => script.url.includes('simulation-worker');
  await expect
    .poll(() =>
      scripts.filter(isWorker).map((script) => script.body.includes(MARKET_HISTORY_MARKER)),
    )
    .toEqual([true]);
  expect(
    scripts
      .filter((script) => !isWorker(script) && script.body.includes(MARKET_HISTORY_MARKER))
      .map((script) => script.url),
  ).toEqual([]);
  const shownAt = await page.evaluate(() => window.__resultsShownAt ?? Number.NaN);
  const longTasks = await page.evaluate(
    ([from, to]) =>
      (window.__longTasks ?? []).filter(
        (task) => task.start < to && task.start + task.duration > from,
      ),
    [clickedAt, shownAt] as const,
  );
  console.log(
    `Long tasks between Run Simulation and the result: ${JSON.stringify(longTasks)} (${Math.round(shownAt - clickedAt)} ms)`,
  );

  const fan = page.getByRole('table', { name: 'Portfolio value by year, in percentiles' });
  await expect(fan.locator('tbody tr')).toHaveCount(31);
  await expect(
    page.getByRole('region', { name: 'Failed retirements' }).getByRole('listitem'),
  ).toHaveCount(Math.min(expected.failures.length, 24));
  await expect(page.getByText('US data 1871-01 to 2023-06 (Robert Shiller)')).toBeVisible();

  const cycles = page.getByRole('table', { name: 'Every historical cycle' });
  await expect(cycles.locator('tbody tr')).toHaveCount(25);
  const endingHeader = cycles.getByRole('columnheader', { name: 'Ending balance' });
  await cycles.getByRole('button', { name: 'Ending balance' }).click();
  await expect(endingHeader).toHaveAttribute('aria-sort', 'ascending');
  const lowest = Math.min(...expected.cycleResults.map((cycle) => cycle.endingBalance));
  await expect(cycles.locator('tbody tr').first()).toContainText(usd.format(lowest));
  await cycles.getByRole('button', { name: 'Ending balance' }).click();
  await expect(endingHeader).toHaveAttribute('aria-sort', 'descending');
  const highest = Math.max(...expected.cycleResults.map((cycle) => cycle.endingBalance));
  await expect(cycles.locator('tbody tr').first()).toContainText(usd.format(highest));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fire-calculator-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Start,Ending balance,Lowest balance,Total spending,Ran out in year');
  expect(lines).toHaveLength(expected.cycles + 1);
  await expectAccessible(page);

  // A plan of its own, shared: the link restores the form, and nothing is simulated or spent.
  await page.getByRole('textbox', { name: 'Years in retirement' }).fill('40');
  await expect(page.getByText('Results are out of date — run the simulation again.')).toBeVisible();
  await page.getByRole('button', { name: 'Add income' }).click();
  await page.getByRole('textbox', { name: 'Label of income 1' }).fill('Social Security');
  await page.getByRole('textbox', { name: 'Amount a year of income 1' }).fill('18000');
  await page.getByRole('textbox', { name: 'From year of income 1' }).fill('8');
  await page.getByRole('combobox', { name: /^Compare with/ }).selectOption('percent-of-portfolio');
  const shared = await openCopiedLink(page, context);
  await expect(shared.getByRole('textbox', { name: 'Years in retirement' })).toHaveValue('40');
  await expect(shared.getByRole('textbox', { name: 'Label of income 1' })).toHaveValue(
    'Social Security',
  );
  await expect(shared.getByRole('textbox', { name: 'Amount a year of income 1' })).toHaveValue(
    '18000',
  );
  await expect(shared.getByRole('textbox', { name: 'From year of income 1' })).toHaveValue('8');
  await expect(shared.getByRole('textbox', { name: 'To year of income 1' })).toHaveValue('40');
  await expect(shared.getByRole('combobox', { name: /^Compare with/ })).toHaveValue(
    'percent-of-portfolio',
  );
  await expect(shared.getByRole('heading', { name: 'Success rate' })).toHaveCount(0);
  expect(await freeCalculationsUsed(shared)).toBe(1);
  expect(errors).toEqual([]);
});

test('fire: Monte Carlo gives the engine’s exact figure; a change mid-run cancels it for free', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.goto('/fire-calculator');
  await page.getByRole('radio', { name: /^Monte Carlo/ }).check();
  await page.getByRole('textbox', { name: 'Runs' }).fill('500');
  await page.getByRole('textbox', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Run Simulation' }).click();

  // Seeded draws in the browser's worker match Node's, to the last digit shown.
  const expected = simulateRetirement({
    ...defaults,
    method: {
      type: 'monte-carlo',
      runs: 500,
      seed: 42,
      model: { type: 'bootstrap', blockMonths: 12 },
    },
  });
  const summary = page.getByRole('region', { name: 'Success rate' });
  await expect(summary).toContainText(rate(expected.successRate));
  await expect(summary).toContainText('of 500 simulated runs');
  await expect(summary).toContainText(usd.format(expected.endingBalances.p50));
  expect(await freeCalculationsUsed(page)).toBe(1);

  // A long run (twice 10,000 markets over 60 years, Guyton-Klinger's rules searched for the
  // safe rates: seconds on any machine), then a change while it runs.
  await page.getByRole('combobox', { name: /^Strategy/ }).selectOption('guyton-klinger');
  await page.getByRole('combobox', { name: /^Compare with/ }).selectOption('vpw');
  await page.getByRole('textbox', { name: 'Years in retirement' }).fill('60');
  await page.getByRole('textbox', { name: 'Runs' }).fill('10000');
  const outOfDate = page.getByText('Results are out of date — run the simulation again.');
  await expect(outOfDate).toBeVisible();
  await page.getByRole('button', { name: 'Run Simulation' }).click();
  const progress = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Seed' }).fill('43');
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Simulation cancelled. Nothing was counted.')).toBeVisible();
  await expect(outOfDate).toBeVisible();
  await expect(summary).toContainText(rate(expected.successRate));
  expect(await freeCalculationsUsed(page)).toBe(1);
  expect(errors).toEqual([]);
});

test('fire: constant dollar beside Guyton-Klinger at 360 px', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/fire-calculator');
  await page.getByRole('combobox', { name: /^Compare with/ }).selectOption('guyton-klinger');
  await expect(page.getByRole('textbox', { name: /^Guardrail/ })).toHaveValue('20');
  await page.getByRole('button', { name: 'Run Simulation' }).click();

  const comparison = page.getByRole('region', { name: 'Compare strategies' });
  const table = comparison.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Measure',
    'Strategy A: Constant dollar',
    'Strategy B: Guyton-Klinger',
  ]);
  const a = simulateRetirement(defaults);
  const b = simulateRetirement({
    ...defaults,
    strategy: { type: 'guyton-klinger', guardrailPercent: 20, adjustmentPercent: 10 },
  });
  await expect(table.getByRole('row', { name: /^Success rate/ })).toHaveText(
    `Success rate${rate(a.successRate)}${rate(b.successRate)}`,
  );
  expect(await freeCalculationsUsed(page)).toBe(1);

  // The page scrolls nothing sideways: wide tables scroll inside their own regions.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Guide' }).click();
  await expect(page.getByRole('heading', { name: 'How the simulation works' })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
