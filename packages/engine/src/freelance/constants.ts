import { deepFreeze } from '../shared/deep-freeze.js';
import type { FreelanceAdjustments } from './types.js';

/** Defaults of the freelance rate form (spec §3 and §9). */
export const FREELANCE_DEFAULTS = deepFreeze({
  workHours: 2080,
  adjustments: {
    overhead: 15,
    timeOff: 10,
    marketing: 10,
    profitMargin: 20,
  } satisfies FreelanceAdjustments,
} as const);

/** Slider bounds of each adjustment in percent, step 1 (spec §9). */
export const FREELANCE_ADJUSTMENT_BOUNDS = deepFreeze<
  Record<keyof FreelanceAdjustments, { min: number; max: number; label: string }>
>({
  overhead: { min: 0, max: 50, label: 'Overhead' },
  timeOff: { min: 0, max: 30, label: 'Time off' },
  marketing: { min: 0, max: 40, label: 'Marketing' },
  profitMargin: { min: 0, max: 50, label: 'Profit margin' },
});

/** Bounds of our design beyond the spec: hours in a year, and a list a form can hold. */
export const FREELANCE_LIMITS = deepFreeze({
  /** Hours, the most billable hours a year has (365 × 24). */
  maxWorkHours: 8760,
  maxBenefits: 100,
} as const);

/** Hours in one billable day, for the daily rate. */
export const HOURS_PER_DAY = 8;

/** Validation messages; `salaryRequired` is the spec's (§8), the others are ours. */
export const FREELANCE_MESSAGES = deepFreeze({
  salaryRequired: 'Please enter valid numbers for all required fields.',
  salaryNegative: 'Annual salary cannot be negative',
  workHours: 'Work hours must be between 1 and 8760',
  benefit: 'Please fill in both name and amount',
  benefitNegative: 'Benefit amount cannot be negative',
} as const);
