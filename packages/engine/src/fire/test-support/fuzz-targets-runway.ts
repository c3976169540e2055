import { profile } from '../../runway/test-support/fuzz-targets.js';
import type { RunwayProfile } from '../../runway/types.js';
import { fieldOf } from '../../shared/inputs.js';
import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { runwayProbability, validateRunwayProbability } from '../runway-probability.js';
import type { FinancialIndependenceInput, RunwayProbabilityOptions } from '../types.js';
import { validateFinancialIndependence, yearsToFinancialIndependence } from '../years-to-fi.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  yearsToFinancialIndependence: {
    covers: ['validateFinancialIndependence', 'yearsToFinancialIndependence'],
    sample: {
      savingsRate: 50,
      annualIncome: 60_000,
      realReturn: 5,
      withdrawalRate: 4,
      currentSavings: 10_000,
    } satisfies FinancialIndependenceInput,
    validate: (input) => validateFinancialIndependence(input as FinancialIndependenceInput),
    calculate: (input) => yearsToFinancialIndependence(input as FinancialIndependenceInput),
    // Saving nothing from nothing, or a negative return whose limit is below the target.
    infinityPaths: ['years'],
  },
  runwayProbability: {
    covers: ['validateRunwayProbability', 'runwayProbability'],
    // runwayProbability takes two arguments: the sample holds both. Few runs keep 150 inputs
    // per kind fast (a deleted `runs` falls back to 10,000, which is still well under a second).
    sample: {
      profile,
      options: {
        runs: 50,
        seed: 7,
        volatility: 15,
        cryptoVolatility: 60,
      } satisfies RunwayProbabilityOptions,
    },
    validate: (input) =>
      validateRunwayProbability(
        fieldOf(input, 'profile') as RunwayProfile,
        fieldOf(input, 'options') as RunwayProbabilityOptions,
      ),
    calculate: (input) =>
      runwayProbability(
        fieldOf(input, 'profile') as RunwayProfile,
        fieldOf(input, 'options') as RunwayProbabilityOptions,
      ),
  },
};
