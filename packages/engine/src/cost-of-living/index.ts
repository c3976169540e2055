export { calculateCostOfLiving } from './calculate-cost-of-living.js';
export { COST_OF_LIVING_DEFINITION } from './cost-of-living-definition.js';
export { validateCostOfLiving } from './validate-cost-of-living.js';
export {
  COST_OF_LIVING_CATEGORIES,
  COST_OF_LIVING_DEFAULTS,
  COST_OF_LIVING_MESSAGES,
  DESTINATIONS,
  NOMAD_FRIENDLY_SCORE,
} from './constants.js';
export type * from './types.js';
