/**
 * How figures read on screen. Every formatter answers '—' for a missing or non-finite value,
 * so a screen can never show `NaN`, `Infinity` or `undefined`.
 */
export const MISSING = '—';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * US dollars, whole by default (the spec shows amounts "usually with no decimals").
 *
 * @example formatCurrency(1234.56) // '$1,235'
 * @example formatCurrency(1234.56, { cents: true }) // '$1,234.56'
 */
export function formatCurrency(
  value: number | null | undefined,
  options: { cents?: boolean } = {},
): string {
  if (!finite(value)) return MISSING;
  // -0 and amounts that round to zero read as $0, not -$0.
  const amount = Math.abs(value) < (options.cents ? 0.005 : 0.5) ? 0 : value;
  return (options.cents ? cents : wholeDollars).format(amount);
}

/** A percentage of 0–100 (or beyond): `formatPercent(12.345)` → '12.3%'. */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!finite(value)) return MISSING;
  const rounded = Number(value.toFixed(fractionDigits));
  return `${(rounded === 0 ? 0 : rounded).toLocaleString('en-US', { maximumFractionDigits: fractionDigits })}%`;
}

/** A count or measure with at most one decimal: `formatNumber(1234.56)` → '1,234.6'. */
export function formatNumber(value: number | null | undefined): string {
  if (!finite(value)) return MISSING;
  const formatted = plain.format(value);
  return formatted === '-0' ? '0' : formatted;
}

/**
 * A duration in months as people say it: '1 month', '14.5 months'; an infinite runway reads
 * 'Indefinitely' (income covers expenses), a missing one '—'.
 */
export function formatMonths(value: number | null | undefined): string {
  if (value === Number.POSITIVE_INFINITY) return 'Indefinitely';
  if (!finite(value)) return MISSING;
  const text = formatNumber(value);
  return text === '1' ? '1 month' : `${text} months`;
}
