import { throwIfInvalid } from '../shared/engine-error.js';
import { FREELANCE_ADJUSTMENT_BOUNDS, FREELANCE_DEFAULTS, HOURS_PER_DAY } from './constants.js';
import type {
  FreelanceAdjustments,
  FreelanceRateComponent,
  FreelanceRateInput,
  FreelanceRateResult,
} from './types.js';
import { validateFreelanceRate } from './validate-freelance-rate.js';

/**
 * The hourly rate a freelancer needs to match a salaried job:
 * `hourlyRate = (salary + benefits) / hours × (1 + (overhead + timeOff + marketing + profitMargin) / 100)`.
 * Salary and benefits in $/year, hours a year, adjustments in percent; an absent (or undefined)
 * adjustment takes its default. Amounts are not rounded; the UI formats them.
 *
 * @example
 * calculateFreelanceRate({ annualSalary: 104000 }).hourlyRate // 50 × 1.55 = 77.5 ($/hour)
 * @throws EngineError when {@link validateFreelanceRate} reports an issue.
 */
export function calculateFreelanceRate(input: FreelanceRateInput): FreelanceRateResult {
  throwIfInvalid(validateFreelanceRate(input));
  const workHours = input.workHours ?? FREELANCE_DEFAULTS.workHours;
  const keys = Object.keys(FREELANCE_ADJUSTMENT_BOUNDS) as (keyof FreelanceAdjustments)[];
  // A slider given as undefined (a cleared field) keeps its default, like a missing one.
  const adjustments = Object.fromEntries(
    keys.map((key) => [key, input.adjustments?.[key] ?? FREELANCE_DEFAULTS.adjustments[key]]),
  ) as unknown as FreelanceAdjustments;
  const benefitsTotal = (input.benefits ?? []).reduce((sum, benefit) => sum + benefit.amount, 0);

  const baseHourlyRate = input.annualSalary / workHours;
  const benefitsHourlyRate = benefitsTotal / workHours;
  const costPerHour = baseHourlyRate + benefitsHourlyRate;
  const adjustmentAmounts = Object.fromEntries(
    keys.map((key) => [key, (costPerHour * adjustments[key]) / 100]),
  ) as unknown as FreelanceAdjustments;
  const hourlyRate = costPerHour + keys.reduce((sum, key) => sum + adjustmentAmounts[key], 0);

  const share = (amount: number): number => (hourlyRate > 0 ? (amount / hourlyRate) * 100 : 0);
  const composition: FreelanceRateComponent[] = [
    { key: 'base', label: 'Base salary', amount: baseHourlyRate, percent: share(baseHourlyRate) },
    {
      key: 'benefits',
      label: 'Benefits',
      amount: benefitsHourlyRate,
      percent: share(benefitsHourlyRate),
    },
    ...keys.map((key) => ({
      key,
      label: FREELANCE_ADJUSTMENT_BOUNDS[key].label,
      amount: adjustmentAmounts[key],
      percent: share(adjustmentAmounts[key]),
    })),
  ];

  return {
    baseHourlyRate,
    benefitsHourlyRate,
    adjustmentAmounts,
    hourlyRate,
    dailyRate: hourlyRate * HOURS_PER_DAY,
    annualRevenue: hourlyRate * workHours,
    composition,
  };
}
