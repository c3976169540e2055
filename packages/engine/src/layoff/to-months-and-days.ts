import { LAYOFF_CONSTANTS } from './constants.js';
import type { MonthsAndDays } from './types.js';

/** Float noise such as 1.7 − 1 = 0.69999… must not lose a day. */
const DAY_EPSILON = 1e-9;

/**
 * Splits a number of months into whole months plus days of a 30-day month, rounding the days
 * down so a runway is never overstated. Infinity gives `{ months: Infinity, days: 0 }`; zero,
 * negative or NaN gives `{ months: 0, days: 0 }`.
 *
 * @example toMonthsAndDays(7.5) // { months: 7, days: 15 }
 */
export function toMonthsAndDays(months: number): MonthsAndDays {
  if (!(months > 0)) return { months: 0, days: 0 };
  if (months === Number.POSITIVE_INFINITY) return { months, days: 0 };
  let whole = Math.floor(months);
  let days = Math.floor((months - whole) * LAYOFF_CONSTANTS.daysPerMonth + DAY_EPSILON);
  if (days >= LAYOFF_CONSTANTS.daysPerMonth) {
    whole += 1;
    days = 0;
  }
  return { months: whole, days };
}
