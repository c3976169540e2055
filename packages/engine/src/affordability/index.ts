export { AFFORDABILITY_DEFINITION } from './affordability-definition.js';
export { assessAffordability } from './assess-affordability.js';
export { affordabilityBand } from './affordability-band.js';
export { validateAffordability } from './validate-affordability.js';
export {
  AFFORDABILITY_BAND_THRESHOLDS,
  AFFORDABILITY_MESSAGES,
  AFFORDABILITY_PENALTIES,
  AFFORDABILITY_START_SCORE,
  EMERGENCY_FUND_TARGET_MONTHS,
} from './constants.js';
export type * from './types.js';
