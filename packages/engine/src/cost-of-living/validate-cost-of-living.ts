import type { ValidationIssue } from '../shared/validation-issue.js';
import { amountOrZero } from './amount-or-zero.js';
import { COST_OF_LIVING_CATEGORIES, COST_OF_LIVING_MESSAGES, DESTINATIONS } from './constants.js';
import type { CostOfLivingInput } from './types.js';

const DESTINATION_VALUES: ReadonlySet<string> = new Set(DESTINATIONS.map((d) => d.value));

/**
 * Checks a cost of living form (spec §5): a destination must be chosen and at least one expense
 * must be non-zero. Blank or invalid amounts count as 0 and are accepted; beyond the spec, a
 * negative expense or savings amount is rejected.
 *
 * @example
 * validateCostOfLiving({ currentExpenses: {}, destination: '' })
 * // [{ path: 'destination', message: 'Please select a destination' },
 * //  { path: 'currentExpenses', message: 'Please enter at least one expense' }]
 */
export function validateCostOfLiving(input: CostOfLivingInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const m = COST_OF_LIVING_MESSAGES;
  if (!DESTINATION_VALUES.has(input.destination)) {
    issues.push({ path: 'destination', message: m.destination });
  }
  let anyExpense = false;
  for (const { key } of COST_OF_LIVING_CATEGORIES) {
    const amount = amountOrZero(input.currentExpenses[key]);
    if (amount < 0) issues.push({ path: `currentExpenses.${key}`, message: m.expenseNegative });
    if (amount !== 0) anyExpense = true;
  }
  if (!anyExpense) issues.push({ path: 'currentExpenses', message: m.expenses });
  if (amountOrZero(input.savings) < 0) issues.push({ path: 'savings', message: m.savingsNegative });
  return issues;
}
