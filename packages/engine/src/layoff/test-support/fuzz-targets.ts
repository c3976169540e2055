import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateLayoff } from '../calculate-layoff.js';
import { LAYOFF_DEFAULTS } from '../constants.js';
import type { LayoffInput } from '../types.js';
import { validateLayoff } from '../validate-layoff.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  layoff: {
    covers: ['validateLayoff', 'calculateLayoff'],
    sample: LAYOFF_DEFAULTS,
    validate: (input) => validateLayoff(input as LayoffInput),
    calculate: (input) => calculateLayoff(input as LayoffInput),
    infinityPaths: ['financialRunway', 'runwayWithUnemployment'],
  },
};
