import { deepFreeze } from './deep-freeze.js';

/**
 * Bounds every calculator applies to what a JavaScript caller may pass, beyond the product's own
 * rules: amounts stay far from where floating point loses cents or overflows, dates stay in the
 * years a plan can mean, lists stay short enough to compute at once.
 */
export const ENGINE_LIMITS = deepFreeze({
  /** The largest amount of money any field accepts, $. */
  maxAmount: 1e12,
  /** Dates are accepted from 1900-01-01 through 2200-12-31. */
  minYear: 1900,
  maxYear: 2200,
});

/** Messages of the shared bounds, shown like the product's own. */
export const LIMIT_MESSAGES = deepFreeze({
  notAnObject: 'Please fill in the form.',
  notAList: 'Please enter a list.',
  notANumber: 'Please enter a number.',
  notText: 'Please enter text.',
  notTrueOrFalse: 'Please choose yes or no.',
  amountTooLarge: 'Please enter an amount of at most $1,000,000,000,000.',
  tooMany: (max: number) => `Please enter at most ${max} items.`,
  dateOutOfRange: 'Please enter a date between 1900 and 2200.',
});
