export { comparePartTime } from './compare-part-time.js';
export { PART_TIME_DEFINITION } from './part-time-definition.js';
export { validatePartTime } from './validate-part-time.js';
export {
  PART_TIME_CONSTANTS,
  PART_TIME_DEFAULTS,
  PART_TIME_LIMITS,
  PART_TIME_MESSAGES,
} from './constants.js';
export type * from './types.js';
