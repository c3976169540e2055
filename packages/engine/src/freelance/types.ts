import type { InputOf, ResolvedInputOf } from '../shared/calculator-definition.js';
import type { FREELANCE_RATE_DEFINITION } from './freelance-rate-definition.js';

type Fields = (typeof FREELANCE_RATE_DEFINITION)['fields'];

/** A yearly benefit a salaried job pays for that a freelancer must fund: `amount` in $/year. */
export type FreelanceBenefit = InputOf<Fields['benefits']['item']>;

/** Percent mark-ups on the base hourly cost (`15` means 15 %), each filled in. */
export type FreelanceAdjustments = ResolvedInputOf<Fields['adjustments']['fields']>;

/**
 * The freelance rate form (product: freelance-rate#inputs), as {@link FREELANCE_RATE_DEFINITION}
 * declares it: the salary to replace in $/year; billable hours a year (default 2080, 40 h × 52
 * weeks), the benefits and each mark-up may be left out for their defaults.
 */
export type FreelanceRateInput = InputOf<Fields>;

/** One slice of the hourly rate, for the composition bars. */
export interface FreelanceRateComponent {
  key: 'base' | 'benefits' | keyof FreelanceAdjustments;
  label: string;
  /** $/hour. */
  amount: number;
  /** Share of the hourly rate, 0–100. */
  percent: number;
}

/** The result of `calculateFreelanceRate`; amounts unrounded. */
export interface FreelanceRateResult {
  /** Salary ÷ hours, $/hour. */
  baseHourlyRate: number;
  /** Benefits ÷ hours, $/hour. */
  benefitsHourlyRate: number;
  /** Each mark-up in $/hour, applied to base + benefits. */
  adjustmentAmounts: FreelanceAdjustments;
  /** The recommended rate, $/hour. */
  hourlyRate: number;
  /** Hourly rate × 8, $/day. */
  dailyRate: number;
  /** Hourly rate × work hours, $/year. */
  annualRevenue: number;
  composition: FreelanceRateComponent[];
}
