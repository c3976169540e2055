import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { assessAffordability } from '../assess-affordability.js';
import type { AffordabilityInput } from '../types.js';
import { validateAffordability } from '../validate-affordability.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  affordability: {
    covers: ['validateAffordability', 'assessAffordability'],
    sample: {
      purchaseAmount: 8000,
      monthlyIncome: 6000,
      monthlySavings: 900,
      monthlyExpenses: 4200,
      stockInvestments: 20_000,
      cryptoInvestments: 3000,
      emergencyFund: 12_000,
    } satisfies AffordabilityInput,
    validate: (input) => validateAffordability(input as AffordabilityInput),
    calculate: (input) => assessAffordability(input as AffordabilityInput),
  },
};
