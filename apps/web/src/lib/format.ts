import type { YearMonth } from '@freedompath/engine';
import { once } from './once';

/**
 * How figures read on screen. Every formatter answers '—' for a missing or non-finite value,
 * so a screen can never show `NaN`, `Infinity` or `undefined`.
 */
export const MISSING = '—';

const wholeDollars = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const cents = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const plain = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Half a cent: an amount closer than this to a whole dollar has no cents to show. */
const HALF_CENT = 0.005;

/** True when an amount has cents that whole dollars would hide ($12.50, not $12.001). */
export function hasCents(value: number): boolean {
  return Math.abs(value - Math.round(value)) >= HALF_CENT;
}

/**
 * US dollars, whole by default (the product definition shows amounts "usually with no decimals"). `'auto'`
 * shows cents only when the amount has them, so an amount the visitor typed reads as typed.
 *
 * @example formatCurrency(1234.56) // '$1,235'
 * @example formatCurrency(1234.5, { cents: true }) // '$1,234.50'
 * @example formatCurrency(1200, { cents: 'auto' }) // '$1,200'
 * @example formatCurrency(12.5, { cents: 'auto' }) // '$12.50'
 */
export function formatCurrency(
  value: number | null | undefined,
  options: { cents?: boolean | 'auto' } = {},
): string {
  if (!finite(value)) return MISSING;
  const withCents = options.cents === 'auto' ? hasCents(value) : Boolean(options.cents);
  // -0 and amounts that round to zero read as $0, not -$0.
  const amount = Math.abs(value) < (withCents ? HALF_CENT : 0.5) ? 0 : value;
  return (withCents ? cents : wholeDollars)().format(amount);
}

/** A percentage of 0–100 (or beyond): `formatPercent(12.345)` → '12.3%'. */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!finite(value)) return MISSING;
  const rounded = Number(value.toFixed(fractionDigits));
  return `${(rounded === 0 ? 0 : rounded).toLocaleString('en-US', { maximumFractionDigits: fractionDigits })}%`;
}

/**
 * A rate or a chance, always to one decimal so neighbouring figures line up
 * (product: platform#admin-dashboard: `50` → '50.0%'); one that is not exactly 100 or 0 never reads
 * as such: 99.96 → '>99.9%', 0.04 → '<0.1%'.
 */
export function formatRate(percent: number | null | undefined): string {
  if (!finite(percent)) return MISSING;
  if (percent > 99.9 && percent < 100) return '>99.9%';
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${percent.toFixed(1)}%`;
}

/** A count or measure with at most one decimal: `formatNumber(1234.56)` → '1,234.6'. */
export function formatNumber(value: number | null | undefined): string {
  if (!finite(value)) return MISSING;
  const formatted = plain().format(value);
  return formatted === '-0' ? '0' : formatted;
}

/**
 * A count with its unit, singular for exactly one: `formatCount(1, 'day', 'days')` → '1 day',
 * `formatCount(14.46, 'month', 'months')` → '14.5 months'.
 */
export function formatCount(value: number | null | undefined, one: string, many: string): string {
  const text = formatNumber(value);
  if (text === MISSING) return MISSING;
  return `${text} ${text === '1' ? one : many}`;
}

/**
 * A duration in months as people say it: '1 month', '14.5 months'; an infinite runway reads
 * 'Indefinitely' (income covers expenses), a missing one '—'.
 */
export function formatMonths(value: number | null | undefined): string {
  if (value === Number.POSITIVE_INFINITY) return 'Indefinitely';
  return formatCount(value, 'month', 'months');
}

/** The months' names, January first. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar month as people say it (`'long'`) or write it in tight spots (`'short'`):
 * `formatCalendarMonth({ year: 1966, month: 1 }, 'long')` → 'January 1966', `'short'` → 'Jan 1966'.
 */
export function formatCalendarMonth({ year, month }: YearMonth, style: 'long' | 'short'): string {
  const name = monthNames[month - 1] ?? '';
  return `${style === 'long' ? name : name.slice(0, 3)} ${year}`;
}
