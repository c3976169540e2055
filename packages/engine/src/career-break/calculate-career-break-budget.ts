import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import {
  CAREER_BREAK_CATEGORIES,
  CAREER_BREAK_DEFAULTS,
  CAREER_BREAK_FUNDING_ASSUMPTIONS,
  CAREER_BREAK_FUNDING_SOURCES,
  CAREER_BREAK_MARKET_SCENARIOS,
  CAREER_BREAK_MAX_MONTHS,
  CAREER_BREAK_SEVERITY_THRESHOLDS,
} from './constants.js';
import { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
import { monthsSustainable } from './months-sustainable.js';
import type {
  CareerBreakCategory,
  CareerBreakFundingSource,
  CareerBreakFundingSourceId,
  CareerBreakInput,
  CareerBreakMarketScenario,
  CareerBreakResult,
  CareerBreakSeverity,
} from './types.js';
import { validateCareerBreakBudget } from './validate-career-break-budget.js';

/** The smallest savings, $, that the funds needed are measured against. */
const MIN_SAVINGS = 0.01;

function severityOf(percentOfSavings: number | null): CareerBreakSeverity | null {
  if (percentOfSavings === null) return null;
  const t = CAREER_BREAK_SEVERITY_THRESHOLDS;
  if (percentOfSavings > t.severe) return 'severe';
  if (percentOfSavings > t.significant) return 'significant';
  if (percentOfSavings > t.moderate) return 'moderate';
  return 'manageable';
}

/**
 * The budget of a career break (product: career-break#formulas-and-constants):
 * - `totalFundsNeeded = monthlyExpenses × durationYears × 12 × (1 + buffer/100)`;
 * - `incomeLoss = currentAnnualIncome × durationYears`;
 * - `emergencyBufferAmount = totalFundsNeeded − monthlyExpenses × durationYears × 12`;
 * - `severity` from total needed as a percent of savings (>75 severe, >50 significant,
 *   >25 moderate, else manageable; null when savings are below one cent);
 * - an expense without a category counts as 'Housing', the default.
 *
 * Funding sources (ADR 007): each source supplies `monthlyAvailable` (savings spread evenly over
 * the break; rental $2,000; freelancing $4,000; investments 4 % a year of $50,000) and is
 * `sustainable` when that covers the monthly expenses. Any shortfall is drawn from current
 * savings: `monthsSustainable` steps that draw month by month (capped at 360) and
 * `depletionPercent` is the share of savings it uses up over the break (capped at 100).
 * Market scenarios invest current savings at 12 %, 7 % or −6 % a year (monthly rate = twelfth
 * root) and step the monthly expenses out of them. Amounts are not rounded.
 *
 * @example
 * const r = calculateCareerBreakBudget({
 *   durationYears: 1, currentSavings: 50_000,
 *   expenses: [{ id: 'a', name: 'Rent', amount: 2500, category: 'Housing' }],
 * });
 * r.totalFundsNeeded // 2500 × 12 × 1.1 = 33000 ($)
 * r.severity // 'significant' (66 % of savings)
 * r.fundingSources.rentalIncome.monthsSustainable // 100: savings pay the $500 gap for 100 months
 * @throws EngineError when {@link validateCareerBreakBudget} reports an issue.
 */
export function calculateCareerBreakBudget(input: CareerBreakInput): CareerBreakResult {
  throwIfInvalid(validateCareerBreakBudget(input));
  const {
    durationYears,
    emergencyBufferPercent: buffer,
    currentSavings: savings,
    currentAnnualIncome: income,
  } = withDefaults(CAREER_BREAK_DEFINITION.fields, input);
  const breakMonths = durationYears * 12;

  let monthlyExpenses = 0;
  const totals = new Map<CareerBreakCategory, number>();
  for (const expense of input.expenses) {
    const category = expense.category ?? CAREER_BREAK_DEFAULTS.category;
    monthlyExpenses += expense.amount;
    totals.set(category, (totals.get(category) ?? 0) + expense.amount);
  }
  const expensesByCategory: Partial<Record<CareerBreakCategory, number>> = {};
  for (const category of CAREER_BREAK_CATEGORIES) {
    const total = totals.get(category);
    if (total !== undefined) expensesByCategory[category] = total;
  }

  const baseNeeded = monthlyExpenses * durationYears * 12;
  const totalFundsNeeded = baseNeeded * (1 + buffer / 100);
  // Savings below a cent are none: dividing by them would overflow to Infinity.
  const fundsNeededPercentOfSavings =
    savings >= MIN_SAVINGS ? (totalFundsNeeded / savings) * 100 : null;

  const a = CAREER_BREAK_FUNDING_ASSUMPTIONS;
  const supplied: Record<CareerBreakFundingSourceId, number> = {
    savings: savings / breakMonths,
    rentalIncome: a.rentalIncomeMonthly,
    freelancing: a.freelancingMonthly,
    investments: (a.investmentsAmount * (a.investmentsWithdrawalPercent / 100)) / 12,
  };
  const fundingSources = {} as Record<CareerBreakFundingSourceId, CareerBreakFundingSource>;
  for (const { id, label, riskLevel } of CAREER_BREAK_FUNDING_SOURCES) {
    const monthlyAvailable = supplied[id];
    // Savings spread over the break is a display figure: as a source, savings are the balance.
    const gap = Math.max(0, monthlyExpenses - (id === 'savings' ? 0 : monthlyAvailable));
    const usedOverBreak = gap * breakMonths;
    const depletionPercent =
      usedOverBreak <= 0 ? 0 : savings > 0 ? Math.min(100, (usedOverBreak / savings) * 100) : 100;
    fundingSources[id] = {
      id,
      label,
      monthlyAvailable,
      monthlyExpenses,
      depletionPercent,
      riskLevel,
      sustainable: monthlyAvailable >= monthlyExpenses,
      monthsSustainable: monthsSustainable(savings, 0, gap),
    };
  }

  const neededMonths = Math.min(breakMonths, CAREER_BREAK_MAX_MONTHS);
  const marketScenarios: CareerBreakMarketScenario[] = CAREER_BREAK_MARKET_SCENARIOS.map(
    ({ id, name, annualReturnPercent, riskLevel }) => {
      const monthlyRate = Math.pow(1 + annualReturnPercent / 100, 1 / 12) - 1;
      const months = monthsSustainable(savings, monthlyRate, monthlyExpenses);
      return {
        id,
        name,
        annualReturnPercent,
        riskLevel,
        annualYield: (savings * annualReturnPercent) / 100,
        monthlyYield: savings * monthlyRate,
        monthsSustainable: months,
        sustainable: months >= neededMonths,
      };
    },
  );

  return {
    monthlyExpenses,
    totalFundsNeeded,
    incomeLoss: income * durationYears,
    emergencyBufferAmount: totalFundsNeeded - baseNeeded,
    expensesByCategory,
    fundsNeededPercentOfSavings,
    severity: severityOf(fundsNeededPercentOfSavings),
    fundingSources,
    marketScenarios,
  };
}
