export { calculateInternationalRunway } from './calculate-international-runway.js';
export { validateInternationalRunway } from './validate-international-runway.js';
export { INTERNATIONAL_COUNTRIES } from './countries.js';
export { INTERNATIONAL_RUNWAY_DEFINITION } from './international-runway-definition.js';
export {
  INTERNATIONAL_DEFAULTS,
  INTERNATIONAL_MESSAGES,
  INTERNATIONAL_RUNWAY_TYPES,
  INTERNATIONAL_SCORING,
  INTERNATIONAL_VISA_KINDS,
} from './constants.js';
export type * from './types.js';
