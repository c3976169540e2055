import { fieldOf } from '../../shared/inputs.js';
import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { applySimulations } from '../apply-simulations.js';
import { calculateRunway } from '../calculate-runway.js';
import type { RunwayProfile, SimulationItem } from '../types.js';
import { validateRunway } from '../validate-runway.js';
import { validateSimulations } from '../validate-simulations.js';

/** A valid runway profile with every field set, for the fuzzers that take one. */
export const profile = {
  breakDuration: 18,
  currentSavings: 20_000,
  stockInvestments: 50_000,
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
} satisfies RunwayProfile;

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  runway: {
    covers: ['validateRunway', 'calculateRunway'],
    sample: profile,
    validate: (input) => validateRunway(input as RunwayProfile),
    calculate: (input) => calculateRunway(input as RunwayProfile),
    infinityPaths: ['runwayMonths', 'stress.*.runwayMonths'],
  },
  runwaySimulations: {
    covers: ['validateSimulations', 'applySimulations'],
    sample: {
      profile,
      items: [
        {
          id: 'freelance',
          type: 'income',
          amount: 1500,
          enabled: true,
          impact: { monthlyIncomeChange: 1500, monthlyExpensesChange: 100 },
        },
        {
          id: 'car',
          type: 'expense',
          amount: 8000,
          enabled: true,
          impact: { oneTimeExpense: 8000, cashSavingsChange: -500 },
        },
        {
          id: 'bonus',
          type: 'savings',
          amount: 4000,
          enabled: false,
          impact: { stockInvestmentsChange: 3000, cryptoInvestmentsChange: 1000 },
        },
      ] satisfies SimulationItem[],
    },
    // applySimulations reports the profile's issues, then the items'.
    validate: (input) => [
      ...validateRunway(fieldOf(input, 'profile') as RunwayProfile),
      ...validateSimulations(fieldOf(input, 'items') as SimulationItem[]),
    ],
    calculate: (input) =>
      applySimulations(
        fieldOf(input, 'profile') as RunwayProfile,
        fieldOf(input, 'items') as SimulationItem[],
      ),
  },
};
