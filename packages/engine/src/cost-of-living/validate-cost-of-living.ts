import { fieldOf, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { amountOrZero } from './amount-or-zero.js';
import { COST_OF_LIVING_CATEGORIES, COST_OF_LIVING_MESSAGES, DESTINATIONS } from './constants.js';
import type { CostOfLivingInput } from './types.js';

const DESTINATION_VALUES: ReadonlySet<unknown> = new Set(DESTINATIONS.map((d) => d.value));

/** The issue of an amount counted by {@link amountOrZero}, if any. */
function amountIssue(amount: number, negativeMessage: string): string | undefined {
  if (amount < 0) return negativeMessage;
  return amount > ENGINE_LIMITS.maxAmount ? LIMIT_MESSAGES.amountTooLarge : undefined;
}

/**
 * Checks a cost of living form (spec §5): a destination must be chosen and at least one expense
 * must be non-zero. Blank or invalid amounts (anything but a finite number, numeric strings
 * included) count as 0 and are accepted; beyond the spec, a negative expense or savings amount
 * is rejected, as is one above $1e12, and `customLocation`, when given, must be a string. An
 * input or `currentExpenses` that is not an object gives one issue at its path ('' for the
 * input).
 *
 * @example
 * validateCostOfLiving({ currentExpenses: {}, destination: '' })
 * // [{ path: 'destination', message: 'Please select a destination' },
 * //  { path: 'currentExpenses', message: 'Please enter at least one expense' }]
 */
export function validateCostOfLiving(input: CostOfLivingInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const m = COST_OF_LIVING_MESSAGES;
  if (!DESTINATION_VALUES.has(fieldOf(input, 'destination'))) {
    issues.push({ path: 'destination', message: m.destination });
  }
  const expenses = fieldOf(input, 'currentExpenses');
  if (isRecord(expenses)) {
    let anyExpense = false;
    for (const { key } of COST_OF_LIVING_CATEGORIES) {
      const amount = amountOrZero(fieldOf(expenses, key));
      const issue = amountIssue(amount, m.expenseNegative);
      if (issue) issues.push({ path: `currentExpenses.${key}`, message: issue });
      if (amount !== 0) anyExpense = true;
    }
    if (!anyExpense) issues.push({ path: 'currentExpenses', message: m.expenses });
  } else {
    issues.push({ path: 'currentExpenses', message: LIMIT_MESSAGES.notAnObject });
  }
  const savingsIssue = amountIssue(amountOrZero(fieldOf(input, 'savings')), m.savingsNegative);
  if (savingsIssue) issues.push({ path: 'savings', message: savingsIssue });
  const customLocation = fieldOf(input, 'customLocation');
  if (customLocation !== undefined && typeof customLocation !== 'string') {
    issues.push({ path: 'customLocation', message: LIMIT_MESSAGES.notText });
  }
  return issues;
}
