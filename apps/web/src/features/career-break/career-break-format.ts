import { CAREER_BREAK_MAX_MONTHS } from '@freedompath/engine/career-break';
import { formatMonths, MISSING } from '@/lib/format';

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
