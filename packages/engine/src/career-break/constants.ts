import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
import type {
  CareerBreakFundingSourceId,
  CareerBreakMarketScenarioId,
  CareerBreakRiskLevel,
} from './types.js';

const { fields } = CAREER_BREAK_DEFINITION;

/**
 * Expense categories, in display order; the first is the default (product: career-break#inputs).
 */
export const CAREER_BREAK_CATEGORIES = fields.expenses.item.category.options;

/**
 * Defaults of the career break form (product: career-break#validation, #formulas-and-constants).
 * The duration has none: it is required.
 */
export const CAREER_BREAK_DEFAULTS = deepFreeze({
  ...defaultsOf(fields),
  category: fields.expenses.item.category.default,
});

/**
 * Sustainability is stepped month by month up to this many months
 * (product: career-break#formulas-and-constants).
 */
export const CAREER_BREAK_MAX_MONTHS = 360;

/**
 * Fixed assumptions of the funding-source analysis (product: career-break#formulas-and-constants).
 */
export const CAREER_BREAK_FUNDING_ASSUMPTIONS = deepFreeze({
  rentalIncomeMonthly: 2000,
  freelancingMonthly: 4000,
  investmentsAmount: 50_000,
  investmentsWithdrawalPercent: 4,
} as const);

/**
 * Label and risk of each funding source, in tab order (product: career-break#screen,
 * #formulas-and-constants).
 */
export const CAREER_BREAK_FUNDING_SOURCES: readonly {
  readonly id: CareerBreakFundingSourceId;
  readonly label: string;
  readonly riskLevel: CareerBreakRiskLevel;
}[] = deepFreeze([
  { id: 'savings', label: 'Savings', riskLevel: 'Low' },
  { id: 'rentalIncome', label: 'Rental Income', riskLevel: 'Medium' },
  { id: 'freelancing', label: 'Freelancing', riskLevel: 'High' },
  { id: 'investments', label: 'Investments', riskLevel: 'Medium-High' },
]);

/**
 * The three market scenarios of the Funding Source Analysis card
 * (product: career-break#formulas-and-constants).
 */
export const CAREER_BREAK_MARKET_SCENARIOS: readonly {
  readonly id: CareerBreakMarketScenarioId;
  readonly name: string;
  readonly annualReturnPercent: number;
  readonly riskLevel: CareerBreakRiskLevel;
}[] = deepFreeze([
  { id: 'bull', name: 'Bull Market', annualReturnPercent: 12, riskLevel: 'Medium' },
  { id: 'average', name: 'Average Growth', annualReturnPercent: 7, riskLevel: 'Low' },
  { id: 'bear', name: 'Bear Market', annualReturnPercent: -6, riskLevel: 'High' },
]);

/**
 * Severity cut-offs on total funds needed as a percent of savings, strictly above
 * (product: career-break#rules).
 */
export const CAREER_BREAK_SEVERITY_THRESHOLDS = deepFreeze({
  severe: 75,
  significant: 50,
  moderate: 25,
} as const);

/**
 * Validation messages; `invalidNumbers` and `expenseIncomplete` are the product's
 * (product: career-break#validation).
 */
export const CAREER_BREAK_MESSAGES = deepFreeze({
  invalidNumbers: 'Please enter valid numbers',
  expenseIncomplete: 'Please fill in both name and amount',
  expenseNegative: 'Expense amount cannot be negative',
  category: 'Please choose one of the expense categories',
  durationNotPositive: 'Duration must be greater than 0 years',
  bufferNegative: 'Emergency buffer cannot be negative',
  savingsNegative: 'Current savings cannot be negative',
  incomeNegative: 'Current annual income cannot be negative',
  durationTooShort: `Duration must be at least ${fields.durationYears.min} years`,
  durationTooLong: `Duration must be at most ${fields.durationYears.max} years`,
  bufferTooLarge: `Emergency buffer must be at most ${fields.emergencyBufferPercent.max}%`,
} as const);
