import { deepFreeze } from '../shared/deep-freeze.js';
import type { LayoffExpensesInput, LayoffSeveranceInput } from './types.js';

/**
 * Defaults of the layoff form. Severance and housing are the spec's (§9); the other expenses,
 * the emergency fund and the weekly benefit are ours (a modest US household; $450 a week is near
 * the national average unemployment benefit).
 */
export const LAYOFF_DEFAULTS = deepFreeze({
  severance: {
    baseSalary: 85_000,
    yearsOfService: 3,
    severanceWeeksPerYear: 2,
    unusedPTO: 10,
    ptoPayoutRate: 100,
    bonusAmount: 5000,
    healthBenefitsCost: 500,
    healthBenefitsDuration: 3,
    otherBenefits: 1000,
  },
  expenses: {
    housing: 2000,
    utilities: 200,
    food: 600,
    transportation: 400,
    insurance: 300,
    healthcare: 200,
    debt: 500,
    other: 300,
    emergencyFund: 15_000,
    unemploymentBenefit: 450,
  },
} as const satisfies {
  severance: Required<LayoffSeveranceInput>;
  expenses: Required<LayoffExpensesInput>;
});

/** Business constants of the layoff calculator (spec §9). */
export const LAYOFF_CONSTANTS = deepFreeze({
  weeksPerYear: 52,
  workDaysPerYear: 260,
  weeksPerMonth: 4.33,
  /**
   * The screen caps the runway with unemployment it shows at this many months (spec §9): when
   * the benefit covers the expenses the engine answers Infinity, and the screen shows 36.
   */
  coveredRunwayMonths: 36,
  /** The runway bar is full at this many months. */
  runwayBarFullMonths: 12,
  daysPerMonth: 30,
} as const);

/** Labels used in the validation messages, per field. */
export const LAYOFF_FIELD_LABELS = deepFreeze<
  Record<keyof LayoffSeveranceInput | keyof LayoffExpensesInput, string>
>({
  baseSalary: 'Base salary',
  yearsOfService: 'Years of service',
  severanceWeeksPerYear: 'Severance weeks per year',
  unusedPTO: 'Unused PTO days',
  ptoPayoutRate: 'PTO payout rate',
  bonusAmount: 'Bonus amount',
  healthBenefitsCost: 'Health benefits cost',
  healthBenefitsDuration: 'Health benefits duration',
  otherBenefits: 'Other benefits',
  housing: 'Housing',
  utilities: 'Utilities',
  food: 'Food',
  transportation: 'Transportation',
  insurance: 'Insurance',
  healthcare: 'Healthcare',
  debt: 'Debt payments',
  other: 'Other expenses',
  emergencyFund: 'Emergency fund',
  unemploymentBenefit: 'Unemployment benefit',
});

/**
 * Upper bounds of the fields that are not money (money is at most
 * `ENGINE_LIMITS.maxAmount`); not in the spec, they keep every result finite.
 */
export const LAYOFF_LIMITS = deepFreeze({
  /** Years. */
  yearsOfService: 100,
  /** Weeks of pay per year of service. */
  severanceWeeksPerYear: 52,
  /** Days. */
  unusedPTO: 1000,
  /** Percent (spec: a share of the unused days). */
  ptoPayoutRate: 100,
  /** Months. */
  healthBenefitsDuration: 120,
} as const);

/** Validation messages (the spec coerces blanks to 0 and gives none). */
export const LAYOFF_MESSAGES = deepFreeze({
  /** Suffix after the field's label: 'Base salary must be a number of 0 or more'. */
  notNonNegative: 'must be a number of 0 or more',
  ptoPayoutRate: 'PTO payout rate must be between 0% and 100%',
  yearsOfService: 'Years of service must be at most 100',
  severanceWeeksPerYear: 'Severance weeks per year must be at most 52',
  unusedPTO: 'Unused PTO days must be at most 1000',
  healthBenefitsDuration: 'Health benefits duration must be at most 120 months',
} as const);
