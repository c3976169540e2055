import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateCostOfLiving } from '../calculate-cost-of-living.js';
import type { CostOfLivingInput } from '../types.js';
import { validateCostOfLiving } from '../validate-cost-of-living.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  costOfLiving: {
    covers: ['validateCostOfLiving', 'calculateCostOfLiving'],
    sample: {
      currentExpenses: {
        rent: 2000,
        utilities: 150,
        food: 600,
        transportation: 300,
        healthcare: 250,
        entertainment: 200,
        other: 100,
      },
      savings: 30_000,
      destination: 'custom',
      customLocation: 'Tbilisi, Georgia',
    } satisfies CostOfLivingInput,
    validate: (input) => validateCostOfLiving(input as CostOfLivingInput),
    calculate: (input) => calculateCostOfLiving(input as CostOfLivingInput),
  },
};
