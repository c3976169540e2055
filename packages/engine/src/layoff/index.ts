export { LAYOFF_DEFINITION } from './layoff-definition.js';
export { calculateLayoff } from './calculate-layoff.js';
export { validateLayoff } from './validate-layoff.js';
export { toMonthsAndDays } from './to-months-and-days.js';
export {
  LAYOFF_CONSTANTS,
  LAYOFF_DEFAULTS,
  LAYOFF_FIELD_LABELS,
  LAYOFF_LIMITS,
  LAYOFF_MESSAGES,
} from './constants.js';
export type * from './types.js';
