import type { InputOf } from '../shared/calculator-definition.js';
import type { LAYOFF_DEFINITION } from './layoff-definition.js';

type Fields = (typeof LAYOFF_DEFINITION)['fields'];

/**
 * Severance inputs (product: layoff#inputs), as {@link LAYOFF_DEFINITION} declares them: salary
 * in $/year, years worked (may be fractional), weeks of pay per year of service, unused PTO days,
 * the share of them paid out in percent 0–100, the exit bonus, employer-paid health cover in
 * $/month and its months, other one-off benefits. A missing field counts as 0, like a blank input.
 */
export type LayoffSeveranceInput = InputOf<Fields['severance']['fields']>;

/**
 * Monthly expenses in $/month, savings to live on in $ (not an expense) and the unemployment
 * benefit in $/week (product: layoff#inputs). A missing field counts as 0.
 */
export type LayoffExpensesInput = InputOf<Fields['expenses']['fields']>;

/** The layoff form: severance inputs and monthly expenses (product: layoff#inputs). */
export type LayoffInput = InputOf<Fields>;

/** The result of `calculateLayoff` (product: layoff#formulas-and-constants); amounts unrounded. */
export interface LayoffResult {
  /** Salary ÷ 52 × years × weeks per year, $. */
  severancePay: number;
  /** Salary ÷ 260 × unused days × payout rate/100, $. */
  ptoPayout: number;
  /** $. */
  bonusAmount: number;
  /** Monthly health cost × months, $. */
  healthBenefitsValue: number;
  /** $. */
  otherBenefits: number;
  /** Severance + PTO + bonus + health + other, $. */
  totalSeverance: number;
  /** Housing + utilities + food + transportation + insurance + healthcare + debt + other, $/month. */
  monthlyExpenses: number;
  /** Weekly benefit × 4.33, $/month. */
  unemploymentBenefit: number;
  /** (total severance + emergency fund) ÷ monthly expenses, months; Infinity when expenses are 0. */
  financialRunway: number;
  /**
   * (total severance + emergency fund) ÷ (monthly expenses − monthly benefit), months;
   * `Number.POSITIVE_INFINITY` when the benefit covers the expenses. The screen caps what it
   * shows at 36 months (product: layoff#formulas-and-constants), `LAYOFF_CONSTANTS.coveredRunwayMonths`.
   */
  runwayWithUnemployment: number;
  /** True when the monthly benefit is at least the monthly expenses. */
  unemploymentCoversExpenses: boolean;
}

/** A number of months as whole months plus days of a 30-day month. */
export interface MonthsAndDays {
  months: number;
  days: number;
}
