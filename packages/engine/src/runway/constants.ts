import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { RUNWAY_DEFINITION } from './runway-definition.js';
import type { MarketScenario, MarketScenarioId, RunwayStressId } from './types.js';

/** The defaults of the runway's optional fields: rates in % a year, allocations in %. */
export const RUNWAY_DEFAULTS = defaultsOf(RUNWAY_DEFINITION.fields);

/** Progress target without a planned break, months (product: runway#rules). */
export const RUNWAY_DEFAULT_TARGET_MONTHS = 60;

/** Projection length without a planned break, years. */
export const RUNWAY_DEFAULT_PROJECTION_YEARS = 5;

/** Longest planned break accepted, months (keeps the projection bounded). */
export const RUNWAY_MAX_BREAK_MONTHS = RUNWAY_DEFINITION.fields.breakDuration.max;

/** Accepted range of the return and inflation rates, % a year. */
export const RUNWAY_RATE_BOUNDS = deepFreeze({
  min: RUNWAY_DEFINITION.fields.inflationRate.min,
  max: RUNWAY_DEFINITION.fields.inflationRate.max,
});

/** Most what-if items `applySimulations` accepts (the screen keeps one per type). */
export const RUNWAY_MAX_SIMULATIONS = 100;

/** The what-if item types (product: runway#inputs). */
export const SIMULATION_TYPES = deepFreeze(['income', 'expense', 'savings'] as const);

/**
 * The nine market scenarios of product: runway#market-scenarios, best to worst, with the annual
 * stock and crypto multipliers and the matching form options in percent.
 */
export const MARKET_SCENARIOS: readonly Readonly<MarketScenario>[] = deepFreeze(
  (
    [
      ['extreme_bull', 'Extreme Bull', 1.25, 3, 25, 200],
      ['strong_bull', 'Strong Bull', 1.2, 2.5, 20, 150],
      ['bull', 'Bull', 1.15, 2, 15, 100],
      ['moderate_bull', 'Moderate Bull', 1.1, 1.5, 10, 50],
      ['neutral', 'Neutral', 1.07, 1.2, 7, 20],
      ['moderate_bear', 'Moderate Bear', 0.9, 0.75, -10, -25],
      ['bear', 'Bear', 0.85, 0.5, -15, -50],
      ['strong_bear', 'Strong Bear', 0.8, 0.25, -20, -75],
      ['extreme_bear', 'Extreme Bear', 0.75, 0.1, -25, -90],
    ] satisfies [MarketScenarioId, string, number, number, number, number][]
  ).map(
    ([id, label, stockMultiplier, cryptoMultiplier, stockReturnPercent, cryptoReturnPercent]) => ({
      id,
      label,
      stockMultiplier,
      cryptoMultiplier,
      stockReturnPercent,
      cryptoReturnPercent,
    }),
  ),
);

/** Stress scenarios in display order with their wording (the product definition does not show it). */
export const RUNWAY_STRESS_SCENARIOS: Readonly<Record<RunwayStressId, string>> = deepFreeze({
  'expenses-up-20': 'Expenses run 20% higher than planned',
  'expenses-up-50': 'Expenses run 50% higher than planned',
  'market-down-30': 'Stocks and crypto drop 30%',
  'break-even-income': 'Income during the break covers all expenses (break-even)',
});

/** Validation messages; `invalidNumber` is the product's (product: runway#messages). */
export const RUNWAY_MESSAGES = deepFreeze({
  invalidNumber: 'Please enter valid numbers for all required fields.',
  breakDuration: `Break duration must be a whole number of months from 1 to ${RUNWAY_MAX_BREAK_MONTHS}`,
  negativeMoney: (label: string): string => `${label} cannot be negative`,
  rate: (label: string): string =>
    `${label} must be between ${RUNWAY_RATE_BOUNDS.min}% and ${RUNWAY_RATE_BOUNDS.max}%`,
  allocation: (label: string): string => `${label} must be between 0% and 100%`,
  oneTimeExpense: 'One-time expense cannot be negative',
  simulationType: 'Please choose income, expense or savings',
} as const);
