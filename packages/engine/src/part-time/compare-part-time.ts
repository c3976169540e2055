import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { PART_TIME_CONSTANTS } from './constants.js';
import { PART_TIME_DEFINITION } from './part-time-definition.js';
import type {
  PartTimeForm,
  PartTimeGrowthPoint,
  PartTimeMonthlyBudget,
  PartTimeResult,
  PartTimeWealth,
} from './types.js';
import { validatePartTime } from './validate-part-time.js';

function budget(
  salary: number,
  fixedExpenses: number,
  variableExpenses: number,
  contributions: number,
): PartTimeMonthlyBudget {
  const income = salary / 12;
  const expenses = fixedExpenses + variableExpenses;
  return {
    income,
    fixedExpenses,
    variableExpenses,
    expenses,
    contributions,
    surplus: income - expenses - contributions,
  };
}

const wealth = (portfolio: number, cash: number): PartTimeWealth => ({
  portfolio: roundToCents(portfolio),
  cash: roundToCents(cash),
  total: roundToCents(portfolio + cash),
});

/**
 * Compares staying full-time with going part-time (ADR 003). Both paths start from the same
 * portfolio and cash. Each month, in this order, the portfolio earns `marketReturns / 12` percent
 * (nominal yearly rate compounded monthly, as Excel's `FV(rate/12, n, -pmt, -pv)`) and then
 * receives that path's portfolio contribution; cash earns nothing and receives the cash
 * contribution. With `isTemporary`, months after `temporaryMonths` use the full-time
 * contributions and salary on the part-time path too. Hourly rates use 52 weeks of 40 hours
 * (full-time) or `weeklyHours` (part-time). Expenses are the same on both paths and only feed
 * the monthly budgets. The series and the 10-year impact are rounded to cents when reported;
 * the simulation keeps full precision. Missing fields take {@link PART_TIME_DEFAULTS}.
 *
 * @example
 * const r = comparePartTime(PART_TIME_DEFAULTS);
 * r.annualIncomeDifference // 75000 − 40000 = 35000 ($/year)
 * r.fullTimeHourlyRate // 75000 / 2080 ≈ 36.06 ($/hour)
 * r.partTimeHourlyRate // 40000 / 1040 ≈ 38.46 ($/hour)
 * r.growth.length // 61 (months 0–60)
 * r.tenYearImpact.incomeDifference // 350000 ($ over 120 months)
 * @throws EngineError when {@link validatePartTime} reports an issue.
 */
export function comparePartTime(form: PartTimeForm = {}): PartTimeResult {
  throwIfInvalid(validatePartTime(form));
  const { fullTimeWeeklyHours, weeksPerYear, chartMonths, impactMonths } = PART_TIME_CONSTANTS;
  const f = withDefaults(PART_TIME_DEFINITION.fields, form);

  let fixedExpenses = 0;
  let variableExpenses = 0;
  for (const expense of f.expenses) {
    if (expense.isFixed) fixedExpenses += expense.amount;
    else variableExpenses += expense.amount;
  }

  const monthlyRate = f.marketReturns / 100 / 12;
  const partTimeMonths = f.isTemporary ? Math.min(f.temporaryMonths, impactMonths) : impactMonths;
  const fullTimeSaving = f.fullTimeContribution + f.fullTimeCashContribution;
  const partTimeSaving = f.partTimeContribution + f.partTimeCashContribution;

  let ftPortfolio = f.currentPortfolio;
  let ptPortfolio = f.currentPortfolio;
  let ftCash = f.currentCash;
  let ptCash = f.currentCash;
  const growth: PartTimeGrowthPoint[] = [];
  const record = (month: number): void => {
    growth.push({
      month,
      fullTimePortfolio: roundToCents(ftPortfolio),
      fullTimeCash: roundToCents(ftCash),
      fullTimeTotal: roundToCents(ftPortfolio + ftCash),
      partTimePortfolio: roundToCents(ptPortfolio),
      partTimeCash: roundToCents(ptCash),
      partTimeTotal: roundToCents(ptPortfolio + ptCash),
    });
  };
  record(0);
  for (let month = 1; month <= impactMonths; month += 1) {
    const onPartTime = month <= partTimeMonths;
    ftPortfolio = ftPortfolio * (1 + monthlyRate) + f.fullTimeContribution;
    ftCash += f.fullTimeCashContribution;
    ptPortfolio =
      ptPortfolio * (1 + monthlyRate) +
      (onPartTime ? f.partTimeContribution : f.fullTimeContribution);
    ptCash += onPartTime ? f.partTimeCashContribution : f.fullTimeCashContribution;
    if (month <= chartMonths) record(month);
  }

  const wealthDifference = ftPortfolio + ftCash - (ptPortfolio + ptCash);
  const contributionDifference = (fullTimeSaving - partTimeSaving) * partTimeMonths;

  return {
    annualIncomeDifference: f.fullTimeSalary - f.partTimeSalary,
    fullTimeHourlyRate: f.fullTimeSalary / (fullTimeWeeklyHours * weeksPerYear),
    partTimeHourlyRate: f.partTimeSalary / (f.weeklyHours * weeksPerYear),
    weeklyHoursGained: fullTimeWeeklyHours - f.weeklyHours,
    monthlyBudget: {
      fullTime: budget(f.fullTimeSalary, fixedExpenses, variableExpenses, fullTimeSaving),
      partTime: budget(f.partTimeSalary, fixedExpenses, variableExpenses, partTimeSaving),
    },
    growth,
    tenYearImpact: {
      months: impactMonths,
      partTimeMonths,
      fullTime: wealth(ftPortfolio, ftCash),
      partTime: wealth(ptPortfolio, ptCash),
      wealthDifference: roundToCents(wealthDifference),
      incomeDifference: roundToCents(((f.fullTimeSalary - f.partTimeSalary) / 12) * partTimeMonths),
      contributionDifference: roundToCents(contributionDifference),
      growthDifference: roundToCents(wealthDifference - contributionDifference),
    },
  };
}
