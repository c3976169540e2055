import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FREELANCE_ADJUSTMENT_BOUNDS, FREELANCE_LIMITS, FREELANCE_MESSAGES } from './constants.js';
import type { FreelanceAdjustments, FreelanceRateInput } from './types.js';

/**
 * Checks a freelance rate form, from any caller (a non-number is never read as one). The
 * salary is required, from $0 to $1,000,000,000,000; hours 1–8760; at most 100 benefits, each
 * with a name and an amount from $0 to $1,000,000,000,000; each adjustment within its slider
 * bounds.
 *
 * @example validateFreelanceRate({ annualSalary: NaN }) // [{ path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateFreelanceRate(input: FreelanceRateInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };

  const salary = fieldOf(input, 'annualSalary');
  if (!isFiniteNumber(salary)) add('annualSalary', FREELANCE_MESSAGES.salaryRequired);
  else if (salary < 0) add('annualSalary', FREELANCE_MESSAGES.salaryNegative);
  else if (salary > ENGINE_LIMITS.maxAmount) add('annualSalary', LIMIT_MESSAGES.amountTooLarge);

  const hours = fieldOf(input, 'workHours');
  if (
    hours !== undefined &&
    !(isFiniteNumber(hours) && hours >= 1 && hours <= FREELANCE_LIMITS.maxWorkHours)
  ) {
    add('workHours', FREELANCE_MESSAGES.workHours);
  }

  const benefits = fieldOf(input, 'benefits');
  if (benefits !== undefined) {
    if (!Array.isArray(benefits)) add('benefits', LIMIT_MESSAGES.notAList);
    else if (benefits.length > FREELANCE_LIMITS.maxBenefits) {
      add('benefits', LIMIT_MESSAGES.tooMany(FREELANCE_LIMITS.maxBenefits));
    } else {
      // Indices, not forEach: forEach skips the holes of a sparse list.
      for (let index = 0; index < benefits.length; index++) {
        const benefit: unknown = benefits[index];
        const at = `benefits.${index}`;
        if (!isRecord(benefit)) {
          add(at, LIMIT_MESSAGES.notAnObject);
          continue;
        }
        const name = fieldOf(benefit, 'name');
        const amount = fieldOf(benefit, 'amount');
        if (typeof name !== 'string' || name.trim() === '' || !isFiniteNumber(amount)) {
          add(at, FREELANCE_MESSAGES.benefit);
        } else if (amount < 0) add(`${at}.amount`, FREELANCE_MESSAGES.benefitNegative);
        else if (amount > ENGINE_LIMITS.maxAmount)
          add(`${at}.amount`, LIMIT_MESSAGES.amountTooLarge);
      }
    }
  }

  const adjustments = fieldOf(input, 'adjustments');
  if (adjustments !== undefined && !isRecord(adjustments)) {
    add('adjustments', LIMIT_MESSAGES.notAnObject);
  } else {
    for (const key of Object.keys(FREELANCE_ADJUSTMENT_BOUNDS) as (keyof FreelanceAdjustments)[]) {
      const value = fieldOf(adjustments, key);
      const { min, max, label } = FREELANCE_ADJUSTMENT_BOUNDS[key];
      if (value !== undefined && !(isFiniteNumber(value) && value >= min && value <= max)) {
        add(`adjustments.${key}`, `${label} must be between ${min}% and ${max}%`);
      }
    }
  }
  return issues;
}
