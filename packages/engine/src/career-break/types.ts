import type { InputOf } from '../shared/calculator-definition.js';
import type { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
import type { CAREER_BREAK_CATEGORIES } from './constants.js';

type Fields = (typeof CAREER_BREAK_DEFINITION)['fields'];

/** One of the ten expense categories of the career break budget ('Housing' by default). */
export type CareerBreakCategory = (typeof CAREER_BREAK_CATEGORIES)[number];

/**
 * One itemised monthly expense of the break: an id (any unique string; the UI generates it), a
 * name, an amount in $/month and a category ('Housing' by default).
 */
export type CareerBreakExpense = InputOf<Fields['expenses']['item']>;

/** What the UI validates when an expense is added or edited inline. */
export interface CareerBreakExpenseDraft {
  name: string;
  /** $/month; `NaN` when the amount field does not parse. */
  amount: number;
  category?: string;
}

/**
 * The career break budget form (product: career-break#screen, #inputs), as
 * {@link CAREER_BREAK_DEFINITION} declares it: the break's length in years, 0.01 to 100 (may be
 * fractional, e.g. 1.5); the emergency buffer added to the expenses, percent (`10` means 10 %),
 * 0 to 1000, default 10; cash savings available, $, and the salary given up, $/year, both
 * default 0 (a blank field); at most 100 expenses.
 */
export type CareerBreakInput = InputOf<Fields>;

/** Impact severity: total funds needed as a percent of current savings. */
export type CareerBreakSeverity = 'severe' | 'significant' | 'moderate' | 'manageable';

/** The four funding-source tabs, in tab order. */
export type CareerBreakFundingSourceId = 'savings' | 'rentalIncome' | 'freelancing' | 'investments';

/**
 * Risk levels the product definition attaches to funding sources and market scenarios
 * (product: career-break#formulas-and-constants).
 */
export type CareerBreakRiskLevel = 'Low' | 'Medium' | 'Medium-High' | 'High';

/**
 * How one funding source pays for the break, topped up from current savings when it falls
 * short (ADR 007).
 */
export interface CareerBreakFundingSource {
  id: CareerBreakFundingSourceId;
  /** 'Savings', 'Rental Income', 'Freelancing' or 'Investments'. */
  label: string;
  /**
   * $/month the source supplies: savings spread evenly over the break, $2,000 rental income,
   * $4,000 freelancing, or 4 % a year of $50,000 of investments (≈ $166.67).
   */
  monthlyAvailable: number;
  /** The break's monthly expenses (no buffer), $/month. */
  monthlyExpenses: number;
  /**
   * Percent of current savings used up over the break to cover what this source does not,
   * 0–100 (0 when the source covers the expenses; the UI shows it only above 0).
   */
  depletionPercent: number;
  riskLevel: CareerBreakRiskLevel;
  /** True when `monthlyAvailable` covers `monthlyExpenses`. */
  sustainable: boolean;
  /**
   * Whole months the source plus savings (covering any shortfall) pay the full monthly
   * expenses, stepped month by month, capped at 360 (360 also means "indefinitely").
   */
  monthsSustainable: number;
}

/** Bull (12 %), average (7 %) and bear (−6 %) markets. */
export type CareerBreakMarketScenarioId = 'bull' | 'average' | 'bear';

/** Current savings invested at a scenario's yearly return while funding the break. */
export interface CareerBreakMarketScenario {
  id: CareerBreakMarketScenarioId;
  /** 'Bull Market', 'Average Growth' or 'Bear Market'. */
  name: string;
  /** Yearly return, percent: 12, 7 or −6. */
  annualReturnPercent: number;
  riskLevel: CareerBreakRiskLevel;
  /** What the savings earn in one year at that return, $ (negative in a bear market). */
  annualYield: number;
  /** What the savings earn in the first month (twelfth-root monthly rate), $. */
  monthlyYield: number;
  /**
   * Whole months the invested savings pay the monthly expenses (withdrawn at the start of
   * each month, the rest compounding), capped at 360.
   */
  monthsSustainable: number;
  /** True when the savings last the whole break (or the 360-month cap). */
  sustainable: boolean;
}

/** The result of `calculateCareerBreakBudget`; money in $, not rounded. */
export interface CareerBreakResult {
  /** Sum of the expense amounts, $/month. */
  monthlyExpenses: number;
  /** Monthly expenses × years × 12 × (1 + buffer/100), $. */
  totalFundsNeeded: number;
  /** Annual income × years, $. */
  incomeLoss: number;
  /** Total funds needed − monthly expenses × years × 12, $. */
  emergencyBufferAmount: number;
  /** $/month per category present, in {@link CAREER_BREAK_CATEGORIES} order. */
  expensesByCategory: Partial<Record<CareerBreakCategory, number>>;
  /** Total funds needed as a percent of current savings; null when savings are below one cent. */
  fundsNeededPercentOfSavings: number | null;
  /** From `fundsNeededPercentOfSavings`: >75 severe, >50 significant, >25 moderate; null without savings. */
  severity: CareerBreakSeverity | null;
  fundingSources: Record<CareerBreakFundingSourceId, CareerBreakFundingSource>;
  /** Bull, Average and Bear, in that order. */
  marketScenarios: CareerBreakMarketScenario[];
}
