import type { InputOf } from '../shared/calculator-definition.js';
import type { AFFORDABILITY_DEFINITION } from './affordability-definition.js';

/**
 * "Can I Afford It?" inputs (product: affordability#inputs), as {@link AFFORDABILITY_DEFINITION}
 * declares them, all in US dollars: the purchase price, take-home income, monthly savings and
 * living costs; the stock and crypto investments and the emergency fund default to 0.
 */
export type AffordabilityInput = InputOf<(typeof AFFORDABILITY_DEFINITION)['fields']>;

/** Score band of product: affordability#formulas-and-constants. */
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
