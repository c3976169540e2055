import type { ValidationIssue } from '../shared/validation-issue.js';
import { FREELANCE_ADJUSTMENT_BOUNDS, FREELANCE_MESSAGES } from './constants.js';
import type { FreelanceAdjustments, FreelanceRateInput } from './types.js';

/**
 * Checks a freelance rate form. The salary is required; hours, benefits and each adjustment
 * must be in range (adjustments within their slider bounds).
 *
 * @example validateFreelanceRate({ annualSalary: NaN }) // [{ path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateFreelanceRate(input: FreelanceRateInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!Number.isFinite(input.annualSalary)) {
    issues.push({ path: 'annualSalary', message: FREELANCE_MESSAGES.salaryRequired });
  } else if (input.annualSalary < 0) {
    issues.push({ path: 'annualSalary', message: FREELANCE_MESSAGES.salaryNegative });
  }
  if (
    input.workHours !== undefined &&
    !(Number.isFinite(input.workHours) && input.workHours >= 1 && input.workHours <= 8760)
  ) {
    issues.push({ path: 'workHours', message: FREELANCE_MESSAGES.workHours });
  }
  (input.benefits ?? []).forEach((benefit, index) => {
    if (
      typeof benefit.name !== 'string' ||
      benefit.name.trim() === '' ||
      !Number.isFinite(benefit.amount)
    ) {
      issues.push({ path: `benefits.${index}`, message: FREELANCE_MESSAGES.benefit });
    } else if (benefit.amount < 0) {
      issues.push({
        path: `benefits.${index}.amount`,
        message: FREELANCE_MESSAGES.benefitNegative,
      });
    }
  });
  for (const key of Object.keys(FREELANCE_ADJUSTMENT_BOUNDS) as (keyof FreelanceAdjustments)[]) {
    const value = input.adjustments?.[key];
    const { min, max, label } = FREELANCE_ADJUSTMENT_BOUNDS[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= min && value <= max)) {
      issues.push({
        path: `adjustments.${key}`,
        message: `${label} must be between ${min}% and ${max}%`,
      });
    }
  }
  return issues;
}
