import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { FREELANCE_RATE_DEFINITION } from './freelance-rate-definition.js';
import type { FreelanceAdjustments } from './types.js';

const { workHours, benefits, adjustments } = FREELANCE_RATE_DEFINITION.fields;

/**
 * Defaults of the freelance rate form (product: freelance-rate#inputs, #formulas-and-constants).
 */
export const FREELANCE_DEFAULTS = deepFreeze({
  workHours: workHours.default,
  adjustments: defaultsOf(adjustments.fields),
});

/**
 * Slider bounds of each adjustment in percent, step 1
 * (product: freelance-rate#formulas-and-constants).
 */
export const FREELANCE_ADJUSTMENT_BOUNDS = deepFreeze(
  Object.fromEntries(
    Object.entries(adjustments.fields).map(([key, { min, max, label }]) => [
      key,
      { min, max, label },
    ]),
  ) as Record<keyof FreelanceAdjustments, { min: number; max: number; label: string }>,
);

/** Bounds of our design beyond the product definition: hours in a year, and a list a form can hold. */
export const FREELANCE_LIMITS = deepFreeze({
  /** Hours, the most billable hours a year has (365 × 24). */
  maxWorkHours: workHours.max,
  maxBenefits: benefits.max,
});

/** Hours in one billable day, for the daily rate. */
export const HOURS_PER_DAY = 8;

/**
 * Validation messages; `salaryRequired` is the product's (product: freelance-rate#messages), the
 * others are ours.
 */
export const FREELANCE_MESSAGES = deepFreeze({
  salaryRequired: 'Please enter valid numbers for all required fields.',
  salaryNegative: 'Annual salary cannot be negative',
  workHours: `Work hours must be between ${workHours.min} and ${workHours.max}`,
  benefit: 'Please fill in both name and amount',
  benefitNegative: 'Benefit amount cannot be negative',
} as const);
