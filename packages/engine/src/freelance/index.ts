export { FREELANCE_RATE_DEFINITION } from './freelance-rate-definition.js';
export { calculateFreelanceRate } from './calculate-freelance-rate.js';
export { validateFreelanceRate } from './validate-freelance-rate.js';
export {
  FREELANCE_ADJUSTMENT_BOUNDS,
  FREELANCE_DEFAULTS,
  FREELANCE_LIMITS,
  FREELANCE_MESSAGES,
} from './constants.js';
export type * from './types.js';
