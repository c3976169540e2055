import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateInternationalRunway } from '../calculate-international-runway.js';
import type { InternationalRunwayForm } from '../types.js';
import { validateInternationalRunway } from '../validate-international-runway.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  internationalRunway: {
    covers: ['validateInternationalRunway', 'calculateInternationalRunway'],
    sample: {
      cashSavings: 40_000,
      investments: 60_000,
      monthlyRemoteIncome: 1200,
      portfolioWithdrawal: 300,
      visaTypePreference: ['digital_nomad', 'non_lucrative'],
      selectedCountries: ['portugal', 'spain', 'thailand'],
      runwayCalculationType: 'cash',
      includeIncome: true,
    } satisfies InternationalRunwayForm,
    validate: (input) => validateInternationalRunway(input as InternationalRunwayForm),
    calculate: (input) => calculateInternationalRunway(input as InternationalRunwayForm),
    // Documented: a runway never ends when the income covers a country's monthly cost.
    infinityPaths: ['countries.*.runwayMonths'],
  },
};
