import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateLayoff } from '../calculate-layoff.js';
import type { LayoffInput } from '../types.js';
import { validateLayoff } from '../validate-layoff.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  layoff: {
    covers: ['validateLayoff', 'calculateLayoff'],
    sample: {
      severance: {
        baseSalary: 85_000,
        yearsOfService: 3,
        severanceWeeksPerYear: 2,
        unusedPTO: 10,
        ptoPayoutRate: 100,
        bonusAmount: 5000,
        healthBenefitsCost: 500,
        healthBenefitsDuration: 3,
        otherBenefits: 1000,
      },
      expenses: {
        housing: 2000,
        utilities: 200,
        food: 600,
        transportation: 400,
        insurance: 300,
        healthcare: 200,
        debt: 500,
        other: 300,
        emergencyFund: 15_000,
        unemploymentBenefit: 450,
      },
    } satisfies LayoffInput,
    validate: (input) => validateLayoff(input as LayoffInput),
    calculate: (input) => calculateLayoff(input as LayoffInput),
    infinityPaths: ['financialRunway', 'runwayWithUnemployment'],
  },
};
