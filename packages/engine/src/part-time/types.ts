import type { InputOf, ResolvedInputOf } from '../shared/calculator-definition.js';
import type { PART_TIME_DEFINITION } from './part-time-definition.js';

type PartTimeFields = (typeof PART_TIME_DEFINITION)['fields'];

/**
 * A monthly expense of the household, the same on both paths: `amount` in $/month; `isFixed`
 * tells fixed costs (rent, insurance) from variable ones (groceries, fun), reported as separate
 * totals.
 */
export type PartTimeExpense = InputOf<PartTimeFields['expenses']['item']>;

/**
 * The Part-Time vs Full-Time form (product: part-time#inputs), as {@link PART_TIME_DEFINITION}
 * declares it. Money before tax; salaries $/year (the full-time one at 40 hours a week),
 * contributions $/month, `marketReturns` percent a year (`7` means 7 %). When `isTemporary`, the
 * part-time path goes back to full-time after `temporaryMonths`. Every field is optional and
 * falls back to the definition's default.
 */
export type PartTimeForm = InputOf<PartTimeFields>;

/** The form with every default filled in: what the comparison reads. */
export type ResolvedPartTimeForm = ResolvedInputOf<PartTimeFields>;

/** One path's monthly cash flow. */
export interface PartTimeMonthlyBudget {
  /** Salary ÷ 12, $/month. */
  income: number;
  /** Sum of fixed expenses, $/month. */
  fixedExpenses: number;
  /** Sum of variable expenses, $/month. */
  variableExpenses: number;
  /** Fixed + variable, $/month. */
  expenses: number;
  /** Portfolio + cash contributions, $/month. */
  contributions: number;
  /** Income − expenses − contributions, $/month (negative: the plan overspends). */
  surplus: number;
}

/** One month of the growth chart; money rounded to cents. Month 0 is today. */
export interface PartTimeGrowthPoint {
  month: number;
  /** $. */
  fullTimePortfolio: number;
  /** $. */
  fullTimeCash: number;
  /** $. */
  fullTimeTotal: number;
  /** $. */
  partTimePortfolio: number;
  /** $. */
  partTimeCash: number;
  /** $. */
  partTimeTotal: number;
}

/** Wealth on one path at the horizon, $ rounded to cents. */
export interface PartTimeWealth {
  portfolio: number;
  cash: number;
  total: number;
}

/** Where each path stands after 10 years (120 months); $ rounded to cents. */
export interface PartTimeTenYearImpact {
  /** 120. */
  months: number;
  /** Months of the 120 spent on part-time figures (all of them unless temporary). */
  partTimeMonths: number;
  fullTime: PartTimeWealth;
  partTime: PartTimeWealth;
  /** Full-time total − part-time total, $. */
  wealthDifference: number;
  /** Salary given up over the 120 months: (full-time − part-time salary) ÷ 12 × part-time months, $. */
  incomeDifference: number;
  /** Portfolio and cash contributions the part-time path did not make, $. */
  contributionDifference: number;
  /** Market growth the part-time path missed: wealth difference − contribution difference, $. */
  growthDifference: number;
}

/** The result of `comparePartTime` (ADR 003). */
export interface PartTimeResult {
  /** Full-time − part-time salary, $/year (positive when full-time pays more). */
  annualIncomeDifference: number;
  /** Full-time salary ÷ (40 h × 52 weeks), $/hour. */
  fullTimeHourlyRate: number;
  /** Part-time salary ÷ (weekly hours × 52 weeks), $/hour. */
  partTimeHourlyRate: number;
  /** 40 − weekly hours: hours a week gained by going part-time. */
  weeklyHoursGained: number;
  monthlyBudget: { fullTime: PartTimeMonthlyBudget; partTime: PartTimeMonthlyBudget };
  /** Months 0 to 60 (61 points) of both paths, for the 5-year chart. */
  growth: PartTimeGrowthPoint[];
  tenYearImpact: PartTimeTenYearImpact;
}
