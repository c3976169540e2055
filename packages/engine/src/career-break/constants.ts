import { deepFreeze } from '../shared/deep-freeze.js';
import type {
  CareerBreakFundingSourceId,
  CareerBreakMarketScenarioId,
  CareerBreakRiskLevel,
} from './types.js';

/** Expense categories, in display order; the first is the default (spec §3). */
export const CAREER_BREAK_CATEGORIES = deepFreeze([
  'Housing',
  'Transportation',
  'Food',
  'Healthcare',
  'Insurance',
  'Entertainment',
  'Travel',
  'Utilities',
  'Personal Care',
  'Other',
] as const);

/** Defaults of the career break form (spec §5 and §9). The duration has none: it is required. */
export const CAREER_BREAK_DEFAULTS = deepFreeze({
  emergencyBufferPercent: 10,
  currentSavings: 0,
  currentAnnualIncome: 0,
  category: 'Housing',
} as const);

/**
 * Accepted duration, years: from 0.01 (a few days; shorter would spread savings over almost no
 * months) to 100.
 */
export const CAREER_BREAK_DURATION_BOUNDS = deepFreeze({ min: 0.01, max: 100 } as const);

/** Largest emergency buffer accepted, percent. */
export const CAREER_BREAK_MAX_BUFFER_PERCENT = 1000;

/** Most expense items a budget accepts. */
export const CAREER_BREAK_MAX_EXPENSES = 100;

/** Sustainability is stepped month by month up to this many months (spec §9). */
export const CAREER_BREAK_MAX_MONTHS = 360;

/** Fixed assumptions of the funding-source analysis (spec §9). */
export const CAREER_BREAK_FUNDING_ASSUMPTIONS = deepFreeze({
  rentalIncomeMonthly: 2000,
  freelancingMonthly: 4000,
  investmentsAmount: 50_000,
  investmentsWithdrawalPercent: 4,
} as const);

/** Label and risk of each funding source, in tab order (spec §2 and §9). */
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

/** The three market scenarios of the Funding Source Analysis card (spec §9). */
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

/** Severity cut-offs on total funds needed as a percent of savings, strictly above (spec §4). */
export const CAREER_BREAK_SEVERITY_THRESHOLDS = deepFreeze({
  severe: 75,
  significant: 50,
  moderate: 25,
} as const);

/** Validation messages; `invalidNumbers` and `expenseIncomplete` are the spec's (§5). */
export const CAREER_BREAK_MESSAGES = deepFreeze({
  invalidNumbers: 'Please enter valid numbers',
  expenseIncomplete: 'Please fill in both name and amount',
  expenseNegative: 'Expense amount cannot be negative',
  category: 'Please choose one of the expense categories',
  durationNotPositive: 'Duration must be greater than 0 years',
  bufferNegative: 'Emergency buffer cannot be negative',
  savingsNegative: 'Current savings cannot be negative',
  incomeNegative: 'Current annual income cannot be negative',
  durationTooShort: `Duration must be at least ${CAREER_BREAK_DURATION_BOUNDS.min} years`,
  durationTooLong: `Duration must be at most ${CAREER_BREAK_DURATION_BOUNDS.max} years`,
  bufferTooLarge: `Emergency buffer must be at most ${CAREER_BREAK_MAX_BUFFER_PERCENT}%`,
} as const);
