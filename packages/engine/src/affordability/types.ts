/** "Can I Afford It?" inputs (calculators.md §3), all in US dollars. */
export interface AffordabilityInput {
  /** Price of the purchase, $. */
  purchaseAmount: number;
  /** Take-home income, $/month. */
  monthlyIncome: number;
  /** Amount set aside each month, $/month. */
  monthlySavings: number;
  /** Living costs, $/month. */
  monthlyExpenses: number;
  /** Stock investments, $; default 0. */
  stockInvestments?: number;
  /** Crypto investments, $; default 0. */
  cryptoInvestments?: number;
  /** Emergency fund (cash reserve), $; default 0. */
  emergencyFund?: number;
}

/** Score band of calculators.md §9. */
export type AffordabilityBandName = 'positive' | 'moderate' | 'caution' | 'negative';

/** Codes of the five penalty factors (ADR 004). */
export type AffordabilityFactorCode =
  | 'purchase-vs-liquid-assets'
  | 'purchase-vs-emergency-fund'
  | 'months-of-savings'
  | 'expenses-vs-income'
  | 'emergency-fund-low';

/** One reason the score dropped. */
export interface AffordabilityFactor {
  code: AffordabilityFactorCode;
  /** Points taken off the starting 100. */
  penalty: number;
  /** Explanation for the user. */
  text: string;
}

/** The result of `assessAffordability`: score, band and the penalties applied. */
export interface AffordabilityResult {
  /** The score's band (see `affordabilityBand`). */
  band: AffordabilityBandName;
  /** 100 minus the penalties, an integer 0–100. */
  score: number;
  /** The penalties applied, largest possible first (empty when nothing counts against it). */
  factors: AffordabilityFactor[];
}

/**
 * One step of a penalty: applies when the factor's ratio is at least `min` (for
 * `emergency-fund-low`, when the months of cover are below `min`).
 */
export interface AffordabilityTier {
  min: number;
  penalty: number;
  text: string;
}
