import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { simulateRetirement } from '../simulate-retirement.js';
import type { RetirementInput } from '../types.js';
import { validateRetirement } from '../validate-retirement.js';

/** Every optional field set, so the fuzzer breaks each; 50 runs keep 150 calls quick. */
const sample = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: 30,
  allocation: { stocks: 60, bonds: 30, cash: 10 },
  annualFee: 0.2,
  cashRealReturn: 0.5,
  strategy: { type: 'percent-of-portfolio', rate: 4, floorPercent: 80, ceilingPercent: 150 },
  incomes: [
    {
      id: 'pension',
      label: 'Pension',
      amount: 12_000,
      startYear: 10,
      endYear: 30,
      inflationAdjusted: false,
    },
  ],
  expenses: [
    {
      id: 'roof',
      label: 'Roof',
      amount: 25_000,
      startYear: 5,
      endYear: 5,
      inflationAdjusted: true,
    },
  ],
  method: { type: 'monte-carlo', runs: 50, seed: 7, model: { type: 'bootstrap', blockMonths: 12 } },
} satisfies RetirementInput;

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  retirement: {
    covers: ['validateRetirement', 'simulateRetirement'],
    sample,
    validate: (input) => validateRetirement(input as RetirementInput),
    calculate: (input) => simulateRetirement(input as RetirementInput),
  },
};
