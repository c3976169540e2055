import { deepFreeze } from '../shared/deep-freeze.js';
import { LAYOFF_DEFINITION } from './layoff-definition.js';
import type { LayoffExpensesInput, LayoffSeveranceInput } from './types.js';

const { severance, expenses } = LAYOFF_DEFINITION.fields;

/**
 * Defaults of the layoff form, the definition's example (every field filled in). Severance and housing are the product's
 * (product: layoff#formulas-and-constants); the other expenses, the emergency fund and the weekly
 * benefit are ours (a modest US household; $450 a week is near the national average unemployment
 * benefit).
 */
export const LAYOFF_DEFAULTS = LAYOFF_DEFINITION.example as {
  readonly severance: Readonly<Required<LayoffSeveranceInput>>;
  readonly expenses: Readonly<Required<LayoffExpensesInput>>;
};

/** Business constants of the layoff calculator (product: layoff#formulas-and-constants). */
export const LAYOFF_CONSTANTS = deepFreeze({
  weeksPerYear: 52,
  workDaysPerYear: 260,
  weeksPerMonth: 4.33,
  /**
   * The screen caps the runway with unemployment it shows at this many months
   * (product: layoff#formulas-and-constants): when the benefit covers the expenses the engine
   * answers Infinity, and the screen shows 36.
   */
  coveredRunwayMonths: 36,
  /** The runway bar is full at this many months. */
  runwayBarFullMonths: 12,
  daysPerMonth: 30,
} as const);

/** Labels used in the validation messages, per field. */
export const LAYOFF_FIELD_LABELS = deepFreeze(
  Object.fromEntries(
    Object.entries({ ...severance.fields, ...expenses.fields }).map(([name, { label }]) => [
      name,
      label,
    ]),
  ) as Record<keyof LayoffSeveranceInput | keyof LayoffExpensesInput, string>,
);

/**
 * Upper bounds of the fields that are not money (money is at most
 * `ENGINE_LIMITS.maxAmount`); not in the product definition, they keep every result finite.
 */
export const LAYOFF_LIMITS = deepFreeze({
  /** Years. */
  yearsOfService: severance.fields.yearsOfService.max,
  /** Weeks of pay per year of service. */
  severanceWeeksPerYear: severance.fields.severanceWeeksPerYear.max,
  /** Days. */
  unusedPTO: severance.fields.unusedPTO.max,
  /** Percent (spec: a share of the unused days). */
  ptoPayoutRate: severance.fields.ptoPayoutRate.max,
  /** Months. */
  healthBenefitsDuration: severance.fields.healthBenefitsDuration.max,
});

/** Validation messages (the product definition coerces blanks to 0 and gives none). */
export const LAYOFF_MESSAGES = deepFreeze({
  /** Suffix after the field's label: 'Base salary must be a number of 0 or more'. */
  notNonNegative: 'must be a number of 0 or more',
  ptoPayoutRate: `PTO payout rate must be between 0% and ${LAYOFF_LIMITS.ptoPayoutRate}%`,
  yearsOfService: `Years of service must be at most ${LAYOFF_LIMITS.yearsOfService}`,
  severanceWeeksPerYear: `Severance weeks per year must be at most ${LAYOFF_LIMITS.severanceWeeksPerYear}`,
  unusedPTO: `Unused PTO days must be at most ${LAYOFF_LIMITS.unusedPTO}`,
  healthBenefitsDuration: `Health benefits duration must be at most ${LAYOFF_LIMITS.healthBenefitsDuration} months`,
} as const);
