import type { PayFrequency, PayPeriod } from '@freedompath/engine/paycheck';

/**
 * The pay frequencies as the form offers them, with when the money arrives
 * (product: paycheck-planner#formulas-and-constants).
 */
export const frequencyLabels: Record<PayFrequency, string> = {
  biweekly: 'Biweekly (every 2 weeks)',
  semimonthly: 'Semimonthly (1st and 15th)',
  monthly: 'Monthly',
};

const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ordinalSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A day of the month as people say it: `ordinal(1)` → '1st', `ordinal(22)` → '22nd'. */
export function ordinal(day: number): string {
  return `${day}${ordinalSuffixes[ordinalRules.select(day)] ?? 'th'}`;
}

/**
 * What one pay period's paycheck is called: the month's first or second paycheck, or the
 * monthly paycheck when there is only one.
 */
export function periodTitle(index: number, count: number): string {
  if (count === 1) return 'Monthly paycheck';
  return index === 0 ? 'First paycheck of the month' : 'Second paycheck of the month';
}

/** The days a period's paycheck pays for: 'Bills due on days 1–14', 'Bills due on days 15–31'. */
export function periodDays(period: PayPeriod): string {
  return period.startDay === 1 && period.endDay === 31
    ? 'Bills due any day of the month'
    : `Bills due on days ${period.startDay}–${period.endDay}`;
}
