import type { InputOf, ResolvedInputOf } from '../shared/calculator-definition.js';
import type { COMPENSATION_DEFINITION } from './compensation-definition.js';

type OfferFields = (typeof COMPENSATION_DEFINITION)['fields']['offers']['item'];

/** Where the job is done (product: compensation#inputs). */
export type WorkLocation = OfferFields['workLocation']['options'][number];

/**
 * A job offer with the fields of product: compensation#inputs, every default filled in. Money is
 * in $ per year unless noted; one-time amounts (signing bonus, relocation package) are spread over
 * the vesting years in the total. A bonus is a percent of base salary when its flag says so, else
 * $/year; percentages are percent numbers (15 means 15 %); vesting is 1–7 years.
 */
export type Offer = ResolvedInputOf<OfferFields>;

/**
 * An offer as entered, as {@link COMPENSATION_DEFINITION} declares it: only `id` is required,
 * absent fields take {@link OFFER_DEFAULTS} (blank numbers are 0).
 */
export type OfferInput = InputOf<OfferFields>;

/** The offers to compare, 2 to 4 of them, as the API takes them. */
export type CompensationInput = InputOf<(typeof COMPENSATION_DEFINITION)['fields']>;

/** Names of the numeric fields of {@link Offer}. */
export type OfferNumberField = {
  [K in keyof Offer]: Offer[K] extends number ? K : never;
}[keyof Offer];

/** The annual total split into its six parts, $/year. */
export interface CompensationBreakdown {
  baseSalary: number;
  bonuses: number;
  equity: number;
  retirement: number;
  benefits: number;
  perks: number;
}

/**
 * Codes of the strengths of product: compensation#formulas-and-constants (thresholds in
 * `COMPENSATION_THRESHOLDS`).
 */
export type StrengthCode =
  | 'base-salary-high'
  | 'signing-bonus'
  | 'performance-bonus'
  | 'stock-options'
  | 'retirement-match'
  | 'pto'
  | 'learning'
  | 'wellness'
  | 'parental-leave-strong';

/** Codes of the weaknesses of product: compensation#formulas-and-constants. */
export type WeaknessCode =
  'base-salary-low' | 'vesting-long' | 'vesting-very-long' | 'parental-leave-limited';

/** A strength or weakness: a stable code and its display text. */
export interface OfferNote<C extends string> {
  code: C;
  text: string;
}

/** One offer's comparison; money unrounded. */
export interface OfferComparison {
  id: string;
  name: string;
  /** Sum of the breakdown, $/year. */
  totalCompensation: number;
  breakdown: CompensationBreakdown;
  /** Total ÷ 2080 hours, $/hour. */
  hourlyEquivalent: number;
  /** Total ÷ 260 days, $/day. */
  dailyEquivalent: number;
  /** The whole option grant's in-the-money value, stockOptions × max(FMV − strike, 0), $. */
  optionValue: number;
  strengths: OfferNote<StrengthCode>[];
  weaknesses: OfferNote<WeaknessCode>[];
  /** True on the offer with the highest total compensation (the first on ties). */
  isHighestTotal: boolean;
}
