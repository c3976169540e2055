export { planTrip } from './plan-trip.js';
export { TRAVEL_DEFINITION } from './travel-definition.js';
export { validateTrip } from './validate-trip.js';
export { TRAVEL_COUNTRIES, TRAVEL_DEFAULTS, TRAVEL_LIMITS, TRAVEL_MESSAGES } from './constants.js';
export type * from './types.js';
