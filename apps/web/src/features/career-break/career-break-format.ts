import { CAREER_BREAK_MAX_MONTHS } from '@freedompath/engine/career-break';
import { formatCurrency, formatMonths, MISSING } from '../../lib/format';

/** Half a cent: amounts closer than this to a whole dollar read without cents. */
const HALF_CENT = 0.005;

/**
 * An expense amount as typed: whole dollars when it is whole ('$1,200'), with cents when it
 * has them ('$12.50'), so an itemised list never hides cents the visitor entered.
 */
export function formatExpenseAmount(value: number): string {
  return formatCurrency(value, { cents: Math.abs(value - Math.round(value)) >= HALF_CENT });
}

const years = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A break length in years: '1 year', '1.5 years', '0.25 years'. */
export function formatYears(value: number): string {
  if (!Number.isFinite(value)) return MISSING;
  const text = years.format(value);
  return text === '1' ? '1 year' : `${text} years`;
}

/**
 * Months a source lasts. The engine stops counting at 360 months, which means the money
 * outlasts any break the calculator plans for.
 */
export function formatSustainableMonths(months: number): string {
  return months >= CAREER_BREAK_MAX_MONTHS ? '30 years or more' : formatMonths(months);
}
