/**
 * FIRE benchmark: the median time of the retirement simulations and the runway probability
 * against the budgets, and the ratio to a bare loop of the same shape (the same number
 * of cycle-months, each one multiply-add over a Float64Array of returns, with no results built).
 * Run: pnpm --filter @freedompath/engine bench:fire
 * Exits 1 when a median is over its budget.
 */
import {
  marketHistory,
  runwayProbability,
  simulateRetirement,
  type RetirementInput,
} from '../src/fire/index.js';
import { createMonthSampler } from '../src/fire/sampler.js';
import { reportCases, type BenchCase } from './measure.js';

const history = marketHistory();
const MONTHS = 600;

/**
 * `cycles` runs of `months` months, each month one withdrawal and one growth step: the floor
 * under any simulation of that shape.
 */
function bareLoop(cycles: number, months: number): number {
  const returns = history.realStocks;
  let total = 0;
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    let balance = 1;
    for (let month = 0; month < months; month += 1) {
      balance = balance * (1 + returns[(cycle + month) % returns.length]!) - 0.003;
    }
    total += balance;
  }
  return total;
}

const retirement = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: 50,
} satisfies RetirementInput;

const monteCarlo = (
  model: NonNullable<Extract<RetirementInput['method'], { type: 'monte-carlo' }>['model']>,
): RetirementInput => ({
  ...retirement,
  method: { type: 'monte-carlo', runs: 10_000, seed: 1, model },
});

const sampled = {
  realStocks: new Float64Array(MONTHS),
  realBonds: new Float64Array(MONTHS),
  inflation: new Float64Array(MONTHS),
};
const sampleBootstrap = createMonthSampler({ type: 'bootstrap', blockMonths: 12 }, 1, history);

const cases: BenchCase[] = [
  {
    name: 'historical, all 50-year windows, monthly (1,231 × 600)',
    budgetMs: 10,
    bareLoop: () => bareLoop(1231, MONTHS),
    run: () => simulateRetirement({ ...retirement, method: { type: 'historical' } }),
  },
  {
    name: 'Monte Carlo bootstrap, 10,000 runs × 600 months',
    budgetMs: 300,
    bareLoop: () => bareLoop(10_000, MONTHS),
    run: () => simulateRetirement(monteCarlo({ type: 'bootstrap', blockMonths: 12 })),
  },
  {
    name: '  … of which sampling the months',
    bareLoop: () => bareLoop(10_000, MONTHS),
    run: () => {
      for (let run = 0; run < 10_000; run += 1) sampleBootstrap(run, sampled);
      return sampled.realStocks[0];
    },
  },
  {
    name: 'Monte Carlo parametric, 10,000 runs × 600 months',
    bareLoop: () => bareLoop(10_000, MONTHS),
    run: () =>
      simulateRetirement(monteCarlo({ type: 'parametric', meanReturn: 5, volatility: 15 })),
  },
  {
    name: 'runway probability, 10,000 runs × 18 months',
    bareLoop: () => bareLoop(10_000, 18),
    run: () =>
      runwayProbability(
        {
          breakDuration: 18,
          currentSavings: 20_000,
          stockInvestments: 50_000,
          cryptoInvestments: 5_000,
          monthlyExpensesDuringBreak: 3_000,
          monthlyIncomeBreak: 500,
        },
        { runs: 10_000, seed: 1 },
      ),
  },
];

// The budgets are for these shapes: fail loudly if the simulation stops producing them.
const windows = simulateRetirement({ ...retirement, method: { type: 'historical' } }).cycles;
if (windows !== 1231) throw new Error(`expected 1,231 50-year windows, got ${windows}`);

reportCases('simulation', cases);
