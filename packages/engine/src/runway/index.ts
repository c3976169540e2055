export { calculateRunway } from './calculate-runway.js';
export { RUNWAY_DEFINITION } from './runway-definition.js';
export { validateRunway } from './validate-runway.js';
export { applySimulations } from './apply-simulations.js';
export { validateSimulations } from './validate-simulations.js';
export { runwayRiskLabel } from './runway-risk-label.js';
export {
  MARKET_SCENARIOS,
  RUNWAY_DEFAULTS,
  RUNWAY_DEFAULT_TARGET_MONTHS,
  RUNWAY_MESSAGES,
  RUNWAY_STRESS_SCENARIOS,
} from './constants.js';
export type * from './types.js';
