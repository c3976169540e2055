import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateFreelanceRate } from '../calculate-freelance-rate.js';
import type { FreelanceRateInput } from '../types.js';
import { validateFreelanceRate } from '../validate-freelance-rate.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  freelanceRate: {
    covers: ['validateFreelanceRate', 'calculateFreelanceRate'],
    sample: {
      annualSalary: 90_000,
      workHours: 1800,
      benefits: [
        { name: 'Health insurance', amount: 6000 },
        { name: 'Retirement match', amount: 4000 },
      ],
      adjustments: { overhead: 15, timeOff: 10, marketing: 10, profitMargin: 20 },
    } satisfies FreelanceRateInput,
    validate: (input) => validateFreelanceRate(input as FreelanceRateInput),
    calculate: (input) => calculateFreelanceRate(input as FreelanceRateInput),
  },
};
