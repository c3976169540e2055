import type { YearMonth } from '@freedompath/engine';
import type { DebtStrategyType, DebtType } from '@freedompath/engine/debt';
import { formatCalendarMonth, formatCurrency, formatMonths } from '@/lib/format';

/** The debt types of product: debt-paydown#inputs as the form's list names them. */
export const debtTypeLabels: Record<DebtType, string> = {
  credit_card: 'Credit card',
  student_loan: 'Student loan',
  auto_loan: 'Auto loan',
  personal_loan: 'Personal loan',
  mortgage: 'Mortgage',
  medical_debt: 'Medical debt',
  other: 'Other',
};

/**
 * What each strategy does. Not the engine's descriptions: its avalanche text promises the least
 * interest, which cent rounding can break (ADR 006), and the screen only says what is true.
 */
export const strategyDescriptions: Record<DebtStrategyType, string> = {
  snowball: 'Pay off the smallest balance first for quick wins and momentum.',
  avalanche: 'Pay off the highest interest rate first, to cut the interest on your costliest debt.',
  hybrid: 'Weigh interest rate against balance: high rates on small balances first.',
};

/**
 * A calendar month as people write it, or the 50-year cap in words when there is none:
 * `formatYearMonth({ year: 2026, month: 6 })` → 'Jun 2026'.
 */
export function formatYearMonth(date: YearMonth | null): string {
  return date ? formatCalendarMonth(date, 'short') : 'Not within 50 years';
}

/** Months to debt-free: '23 months', or the 50-year cap in words. */
export function formatPayoffMonths(months: number | null): string {
  return months === null ? 'Over 50 years' : formatMonths(months);
}

/** Whole dollars, but cents for small amounts, where rounding would hide the difference. */
export function formatAmount(value: number): string {
  return formatCurrency(value, { cents: Math.abs(value) < 100 });
}

/** `['A', 'B', 'C']` → 'A, B and C'. */
export function listNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
