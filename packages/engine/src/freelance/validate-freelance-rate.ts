import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FREELANCE_MESSAGES } from './constants.js';
import { FREELANCE_RATE_DEFINITION } from './freelance-rate-definition.js';
import type { FreelanceRateInput } from './types.js';

const { annualSalary, workHours, benefits, adjustments } = FREELANCE_RATE_DEFINITION.fields;

/** Out of the field's bounds or not a number; `null` too, which these fields never took. */
function refused(field: NumberField, value: unknown): boolean {
  return value === null || numberViolation(field, value) !== undefined;
}

/**
 * Checks a freelance rate form, from any caller (a non-number is never read as one). The
 * salary is required, from $0 to $1,000,000,000,000; hours 1–8760; at most 100 benefits, each
 * with a name and an amount from $0 to $1,000,000,000,000 (an issue names the benefit's field);
 * each adjustment within its slider bounds.
 *
 * @example validateFreelanceRate({ annualSalary: NaN }) // [{ path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateFreelanceRate(input: FreelanceRateInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };

  const salary = numberViolation(annualSalary, fieldOf(input, 'annualSalary'));
  if (salary === 'below') add('annualSalary', FREELANCE_MESSAGES.salaryNegative);
  else if (salary === 'above') add('annualSalary', LIMIT_MESSAGES.amountTooLarge);
  else if (salary !== undefined) add('annualSalary', FREELANCE_MESSAGES.salaryRequired);

  const hours = fieldOf(input, 'workHours');
  if (hours !== undefined && refused(workHours, hours))
    add('workHours', FREELANCE_MESSAGES.workHours);

  const list = fieldOf(input, 'benefits');
  if (list !== undefined) {
    if (!Array.isArray(list)) add('benefits', LIMIT_MESSAGES.notAList);
    else if (list.length > benefits.max) add('benefits', LIMIT_MESSAGES.tooMany(benefits.max));
    else {
      // Indices, not forEach: forEach skips the holes of a sparse list.
      for (let index = 0; index < list.length; index++) {
        const benefit: unknown = list[index];
        const at = `benefits.${index}`;
        if (!isRecord(benefit)) {
          add(at, LIMIT_MESSAGES.notAnObject);
          continue;
        }
        const name = fieldOf(benefit, 'name');
        if (typeof name !== 'string' || name.trim() === '') {
          add(`${at}.name`, FREELANCE_MESSAGES.benefit);
        }
        const amount = numberViolation(benefits.item.amount, fieldOf(benefit, 'amount'));
        if (amount === 'below') add(`${at}.amount`, FREELANCE_MESSAGES.benefitNegative);
        else if (amount === 'above') add(`${at}.amount`, LIMIT_MESSAGES.amountTooLarge);
        else if (amount !== undefined) add(`${at}.amount`, FREELANCE_MESSAGES.benefit);
      }
    }
  }

  const markUps = fieldOf(input, 'adjustments');
  if (markUps !== undefined && !isRecord(markUps)) {
    add('adjustments', LIMIT_MESSAGES.notAnObject);
  } else {
    for (const [key, field] of Object.entries(adjustments.fields)) {
      const value = fieldOf(markUps, key);
      if (value !== undefined && refused(field, value)) {
        add(`adjustments.${key}`, `${field.label} must be between ${field.min}% and ${field.max}%`);
      }
    }
  }
  return issues;
}
