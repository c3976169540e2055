export { FIRE_DEFINITION, FIRE_PARAMETERS } from './fire-definition.js';
export { YEARS_TO_FI_DEFINITION } from './years-to-fi-definition.js';
export { simulateRetirement } from './simulate-retirement.js';
export { validateRetirement } from './validate-retirement.js';
export {
  FINANCIAL_INDEPENDENCE_DEFAULTS,
  savingsRateTable,
  validateFinancialIndependence,
  yearsToFinancialIndependence,
} from './years-to-fi.js';
export {
  RUNWAY_PROBABILITY_DEFAULTS,
  runwayProbability,
  validateRunwayProbability,
} from './runway-probability.js';
export { marketHistory } from './data/market-history.js';
export { FIRE_DEFAULTS, FIRE_LIMITS, FIRE_MESSAGES, MONTE_CARLO_DEFAULTS } from './constants.js';
export type * from './types.js';
