import { deepFreeze } from '../shared/deep-freeze.js';
import type { AffordabilityFactorCode, AffordabilityTier } from './types.js';

/** The score before penalties (product: affordability#formulas-and-constants). */
export const AFFORDABILITY_START_SCORE = 100;

/** Lowest score of each band (product: affordability#formulas-and-constants). */
export const AFFORDABILITY_BAND_THRESHOLDS = deepFreeze({
  positive: 80,
  moderate: 60,
  caution: 40,
} as const);

/** Months of expenses an emergency fund should cover at least (the usual 3–6 month guideline). */
export const EMERGENCY_FUND_TARGET_MONTHS = 3;

/**
 * The penalty tiers (ADR 004), worst tier first; the first tier that applies counts. Each factor's
 * ratio:
 * - `purchase-vs-liquid-assets`: purchase ÷ (emergency fund + stocks + crypto);
 * - `purchase-vs-emergency-fund`: purchase ÷ emergency fund;
 * - `months-of-savings`: purchase ÷ monthly savings (months of saving to pay for it);
 * - `expenses-vs-income`: monthly expenses ÷ monthly income;
 * - `emergency-fund-low`: emergency fund ÷ monthly expenses (months of cover; lower is worse).
 * The worst tiers add up to exactly 100, so the score never goes below 0.
 */
export const AFFORDABILITY_PENALTIES = deepFreeze<
  Record<AffordabilityFactorCode, readonly AffordabilityTier[]>
>({
  'purchase-vs-liquid-assets': [
    { min: 1, penalty: 30, text: 'The purchase would use all of your savings and investments.' },
    {
      min: 0.5,
      penalty: 20,
      text: 'The purchase would use half or more of your savings and investments.',
    },
    {
      min: 0.25,
      penalty: 10,
      text: 'The purchase would use a quarter or more of your savings and investments.',
    },
    {
      min: 0.1,
      penalty: 5,
      text: 'The purchase would use a tenth or more of your savings and investments.',
    },
  ],
  'purchase-vs-emergency-fund': [
    {
      min: 1,
      penalty: 15,
      text: 'The purchase costs as much as or more than your emergency fund.',
    },
    { min: 0.5, penalty: 8, text: 'The purchase would take half or more of your emergency fund.' },
  ],
  'months-of-savings': [
    {
      min: 24,
      penalty: 25,
      text: 'It would take 24 months or more of saving to pay for this purchase.',
    },
    {
      min: 12,
      penalty: 15,
      text: 'It would take 12 months or more of saving to pay for this purchase.',
    },
    {
      min: 6,
      penalty: 10,
      text: 'It would take 6 months or more of saving to pay for this purchase.',
    },
    {
      min: 3,
      penalty: 5,
      text: 'It would take 3 months or more of saving to pay for this purchase.',
    },
  ],
  'expenses-vs-income': [
    { min: 1, penalty: 15, text: 'Your monthly expenses use all of your income.' },
    { min: 0.9, penalty: 10, text: 'Your monthly expenses use 90% or more of your income.' },
    { min: 0.75, penalty: 5, text: 'Your monthly expenses use 75% or more of your income.' },
  ],
  'emergency-fund-low': [
    { min: 1, penalty: 15, text: 'Your emergency fund covers less than 1 month of expenses.' },
    {
      min: EMERGENCY_FUND_TARGET_MONTHS,
      penalty: 10,
      text: 'Your emergency fund covers less than 3 months of expenses (3–6 months is the usual guideline).',
    },
  ],
});

/** Validation messages; `invalidNumber` is the product's (product: affordability#messages). */
export const AFFORDABILITY_MESSAGES = deepFreeze({
  invalidNumber: 'Please enter valid numbers for all required fields.',
  negative: (label: string): string => `${label} cannot be negative`,
} as const);
