import type { InputOf } from '../shared/calculator-definition.js';
import type { DESTINATIONS } from './constants.js';
import type { COST_OF_LIVING_DEFINITION } from './cost-of-living-definition.js';

type Fields = (typeof COST_OF_LIVING_DEFINITION)['fields'];

/** One of the seven monthly expense categories of the Current Expenses card. */
export type CostOfLivingCategory = keyof Fields['currentExpenses']['fields'];

/** One of the destination values of the dropdown, including `custom`. */
export type CostOfLivingDestinationId = (typeof DESTINATIONS)[number]['value'];

/**
 * Current monthly expenses, $/month each, at most $1e12. A missing, blank (`NaN`), infinite or
 * non-number amount (a numeric string included) counts as 0.
 */
export type CostOfLivingExpenses = InputOf<Fields['currentExpenses']['fields']>;

/** A destination and its price levels relative to home (1 = same as today). */
export interface CostOfLivingDestination {
  value: string;
  /** e.g. 'Bali, Indonesia'. */
  label: string;
  /** Applies to utilities, healthcare, entertainment and other; also drives the nomad score. */
  costIndex: number;
  rentIndex: number;
  foodIndex: number;
  transportIndex: number;
}

/**
 * The cost of living form, as {@link COST_OF_LIVING_DEFINITION} declares it: current expenses,
 * savings (missing, blank, infinite or not a number counts as 0; at most $1e12), a
 * {@link DESTINATIONS} value ('' — nothing chosen — is rejected) and the free-text
 * 'City, Country' of a custom destination, used as its label when not blank.
 */
export type CostOfLivingInput = InputOf<Fields>;

/** One line of the Cost Comparison table. */
export interface CostOfLivingRow {
  category: CostOfLivingCategory;
  /** e.g. 'Rent/Mortgage'. */
  label: string;
  /** $/month today. */
  current: number;
  /** $/month at the destination: current × the category's index. */
  new: number;
  /** (new − current) / current × 100; negative means cheaper; 0 when current is 0. */
  differencePercent: number;
}

/** The result of `calculateCostOfLiving`; money unrounded. */
export interface CostOfLivingResult {
  /** The destination's label (the custom location's text when given). */
  destinationLabel: string;
  /** The seven categories in form order. */
  rows: CostOfLivingRow[];
  /** $/month. */
  currentTotal: number;
  /** $/month. */
  newTotal: number;
  /** currentTotal − newTotal, $/month (negative when the destination is dearer). */
  monthlySavings: number;
  /** savings/newTotal − savings/currentTotal, months; 0 when either total is below one cent. */
  runwayExtensionMonths: number;
  /** round((1 − costIndex) × 100): percent more affordable overall. */
  nomadScore: number;
  /** True when the nomad score is above 30: the screen shows its congratulation line. */
  nomadFriendly: boolean;
}
