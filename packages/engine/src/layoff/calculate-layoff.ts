import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { LAYOFF_CONSTANTS } from './constants.js';
import { LAYOFF_DEFINITION } from './layoff-definition.js';
import type { LayoffInput, LayoffResult } from './types.js';
import { validateLayoff } from './validate-layoff.js';

/**
 * The money a layoff brings and how long it lasts (product: layoff#formulas-and-constants). Weekly
 * pay = salary/52; severance = weekly pay × years × weeks per year; PTO payout = salary/260 × days
 * × rate/100; health value = monthly cost × months; total = severance + PTO + bonus + health +
 * other. Monthly expenses exclude the emergency fund (savings). Monthly benefit = weekly × 4.33.
 * `financialRunway = (total + emergency fund) / monthly expenses`, Infinity when expenses are 0
 * (nothing to run out of). `runwayWithUnemployment` divides by expenses − benefit and is
 * Infinity, with `unemploymentCoversExpenses`, when the benefit covers the expenses (the money
 * never runs out; the screen caps what it shows at 36 months (product: layoff#formulas-and-constants),
 * `LAYOFF_CONSTANTS.coveredRunwayMonths`), so a higher benefit never shortens it. Missing
 * inputs are 0; amounts are not rounded.
 *
 * @example
 * const r = calculateLayoff(LAYOFF_DEFAULTS);
 * r.totalSeverance // 9807.69 + 3269.23 + 5000 + 1500 + 1000 ≈ 20576.92 ($)
 * r.monthlyExpenses // 4500 ($/month)
 * r.financialRunway // (20576.92 + 15000) / 4500 ≈ 7.91 (months)
 * r.runwayWithUnemployment // 35576.92 / (4500 − 1948.5) ≈ 13.94 (months)
 * @throws EngineError when {@link validateLayoff} reports an issue.
 */
export function calculateLayoff(input: LayoffInput): LayoffResult {
  throwIfInvalid(validateLayoff(input));
  const { severance, expenses } = LAYOFF_DEFINITION.fields;
  const s = withDefaults(severance.fields, input.severance);
  const e = withDefaults(expenses.fields, input.expenses);
  const c = LAYOFF_CONSTANTS;
  const salary = s.baseSalary;

  const severancePay = (salary / c.weeksPerYear) * s.yearsOfService * s.severanceWeeksPerYear;
  const ptoPayout = (salary / c.workDaysPerYear) * s.unusedPTO * (s.ptoPayoutRate / 100);
  const bonusAmount = s.bonusAmount;
  const healthBenefitsValue = s.healthBenefitsCost * s.healthBenefitsDuration;
  const otherBenefits = s.otherBenefits;
  const totalSeverance =
    severancePay + ptoPayout + bonusAmount + healthBenefitsValue + otherBenefits;

  const monthlyExpenses =
    e.housing +
    e.utilities +
    e.food +
    e.transportation +
    e.insurance +
    e.healthcare +
    e.debt +
    e.other;
  const unemploymentBenefit = e.unemploymentBenefit * c.weeksPerMonth;
  const funds = totalSeverance + e.emergencyFund;
  const unemploymentCoversExpenses = unemploymentBenefit >= monthlyExpenses;

  return {
    severancePay,
    ptoPayout,
    bonusAmount,
    healthBenefitsValue,
    otherBenefits,
    totalSeverance,
    monthlyExpenses,
    unemploymentBenefit,
    financialRunway: monthlyExpenses > 0 ? funds / monthlyExpenses : Number.POSITIVE_INFINITY,
    runwayWithUnemployment: unemploymentCoversExpenses
      ? Number.POSITIVE_INFINITY
      : funds / (monthlyExpenses - unemploymentBenefit),
    unemploymentCoversExpenses,
  };
}
