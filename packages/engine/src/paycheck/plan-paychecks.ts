import { withDefaults } from '../shared/calculator-definition.js';
import { addMonths, clampedIsoDate, fromDayNumber, toDayNumber } from '../shared/dates.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { PAY_PERIOD_DAYS, PAYCHECK_DEFAULTS, PAYCHECKS_PER_MONTH } from './constants.js';
import { PAYCHECK_DEFINITION } from './paycheck-definition.js';
import type { Paycheck, PaycheckPlan, PaycheckPlanInput, PayPeriod, PeriodBill } from './types.js';
import { validatePaycheckPlan } from './validate-paycheck-plan.js';

/** `YYYY-MM-DD` of a day in the month `offset` months after (year, month), clamped to its end. */
function clampedDate(year: number, month: number, offset: number, day: number): string {
  const target = addMonths({ year, month }, offset);
  return clampedIsoDate(target.year, target.month, day);
}

/**
 * Plans how paychecks cover bills over three months from `startDate` (inclusive) to the same
 * day three months later (exclusive; day clamped to the month's end).
 *
 * Paychecks: biweekly every 14 days from the start; semimonthly on each 1st and 15th in range;
 * monthly on the start's day each month, clamped to the month's end (31 Jan → 28 Feb → 31 Mar).
 * Each pays `monthlyIncome ÷ paychecks per month` (2, or 1 for monthly), rounded to cents.
 *
 * Periods describe a typical month: biweekly days 1–14 and 15–31, semimonthly 1–15 and 16–31,
 * monthly the whole month; each is funded by one paycheck. A bill goes to the period holding
 * its due day; a split bill is halved across the two periods (first half rounded to cents, the
 * second takes the remainder), and with monthly pay it stays whole in the single period.
 *
 * @example
 * planPaychecks({ monthlyIncome: 4000, payFrequency: 'semimonthly', startDate: '2026-01-01',
 *   bills: [{ name: 'Rent', amount: 1500, dueDate: 1, split: true }] })
 * // paychecks: 2026-01-01, 01-15, 02-01, 02-15, 03-01, 03-15 at 2000 each;
 * // periods: [{ startDay: 1, endDay: 15, income: 2000, totalBills: 750, leftover: 1250, … },
 * //           { startDay: 16, endDay: 31, income: 2000, totalBills: 750, leftover: 1250, … }]
 * @throws EngineError when {@link validatePaycheckPlan} reports an issue.
 */
export function planPaychecks(input: PaycheckPlanInput): PaycheckPlan {
  throwIfInvalid(validatePaycheckPlan(input));
  const { monthlyIncome, payFrequency, startDate, bills } = withDefaults(
    PAYCHECK_DEFINITION.fields,
    input,
  );
  const paycheckAmount = roundToCents(monthlyIncome / PAYCHECKS_PER_MONTH[payFrequency]);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const months = PAYCHECK_DEFAULTS.projectionMonths;
  const endDate = clampedDate(year, month, months, day);
  const first = toDayNumber(startDate);
  const end = toDayNumber(endDate);

  const dates: string[] = [];
  if (payFrequency === 'biweekly') {
    for (let date = first; date < end; date += PAYCHECK_DEFAULTS.biweeklyStepDays) {
      dates.push(fromDayNumber(date));
    }
  } else if (payFrequency === 'monthly') {
    for (let offset = 0; offset < months; offset++)
      dates.push(clampedDate(year, month, offset, day));
  } else {
    // The 1st of the end month can still precede the (exclusive) end date.
    for (let offset = 0; offset <= months; offset++) {
      for (const payDay of PAYCHECK_DEFAULTS.semimonthlyPayDays) {
        const date = clampedDate(year, month, offset, payDay);
        const dayNumber = toDayNumber(date);
        if (dayNumber >= first && dayNumber < end) dates.push(date);
      }
    }
  }
  const paychecks: Paycheck[] = dates.map((date) => ({ date, amount: paycheckAmount }));

  const ranges = PAY_PERIOD_DAYS[payFrequency];
  const periodBills: PeriodBill[][] = ranges.map(() => []);
  // Only the bill's own fields are copied: a JavaScript caller's extra fields stay behind.
  for (const { name, amount, dueDate, split } of bills) {
    if (split && ranges.length === 2) {
      const firstHalf = roundToCents(amount / 2);
      periodBills[0]!.push({ name, amount: firstHalf, dueDate, split });
      periodBills[1]!.push({ name, amount: roundToCents(amount - firstHalf), dueDate, split });
    } else {
      const index = ranges.findIndex(({ endDay }) => dueDate <= endDay);
      periodBills[index]!.push({ name, amount, dueDate, split });
    }
  }
  const periods: PayPeriod[] = ranges.map(({ startDay, endDay }, index) => {
    const bills = periodBills[index]!;
    const totalBills = roundToCents(bills.reduce((sum, bill) => sum + bill.amount, 0));
    return {
      startDay,
      endDay,
      income: paycheckAmount,
      bills,
      totalBills,
      leftover: roundToCents(paycheckAmount - totalBills),
    };
  });

  return { paychecks, periods, paycheckAmount, endDate };
}
