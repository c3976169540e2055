import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { FREELANCE_ADJUSTMENT_BOUNDS, HOURS_PER_DAY } from './constants.js';
import { FREELANCE_RATE_DEFINITION } from './freelance-rate-definition.js';
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
  const { fields } = FREELANCE_RATE_DEFINITION;
  const { annualSalary, workHours, benefits, adjustments: given } = withDefaults(fields, input);
  // A slider given as undefined (a cleared field) keeps its default, like a missing one.
  const adjustments = withDefaults(fields.adjustments.fields, given ?? {});
  const keys = Object.keys(FREELANCE_ADJUSTMENT_BOUNDS) as (keyof FreelanceAdjustments)[];
  const benefitsTotal = benefits.reduce((sum, benefit) => sum + benefit.amount, 0);

  const baseHourlyRate = annualSalary / workHours;
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
