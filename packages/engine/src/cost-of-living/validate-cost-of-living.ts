import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { amountOrZero } from './amount-or-zero.js';
import { COST_OF_LIVING_MESSAGES, DESTINATIONS } from './constants.js';
import { COST_OF_LIVING_DEFINITION } from './cost-of-living-definition.js';
import type { CostOfLivingInput } from './types.js';

const DESTINATION_VALUES: ReadonlySet<unknown> = new Set(DESTINATIONS.map((d) => d.value));

const { fields } = COST_OF_LIVING_DEFINITION;

/**
 * The issue of an amount counted by {@link amountOrZero} (so never missing nor invalid), if any:
 * below its field's bounds or above them.
 */
function amountIssue(field: NumberField, amount: number, negativeMessage: string) {
  const violation = numberViolation(field, amount);
  if (violation === 'below') return negativeMessage;
  return violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : undefined;
}

/**
 * Checks a cost of living form (product: cost-of-living#validation): a destination must be chosen
 * and at least one expense must be non-zero. Blank or invalid amounts (anything but a finite
 * number, numeric strings included) count as 0 and are accepted; beyond the product definition, a negative
 * expense or savings amount is rejected, as is one above $1e12, and `customLocation`, when given,
 * must be a string. An input or `currentExpenses` that is not an object gives one issue at its path
 * ('' for the input).
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
    for (const [key, field] of Object.entries(fields.currentExpenses.fields)) {
      const amount = amountOrZero(fieldOf(expenses, key));
      const issue = amountIssue(field, amount, m.expenseNegative);
      if (issue) issues.push({ path: `currentExpenses.${key}`, message: issue });
      if (amount !== 0) anyExpense = true;
    }
    if (!anyExpense) issues.push({ path: 'currentExpenses', message: m.expenses });
  } else {
    issues.push({ path: 'currentExpenses', message: LIMIT_MESSAGES.notAnObject });
  }
  const savingsIssue = amountIssue(
    fields.savings,
    amountOrZero(fieldOf(input, 'savings')),
    m.savingsNegative,
  );
  if (savingsIssue) issues.push({ path: 'savings', message: savingsIssue });
  const customLocation = fieldOf(input, 'customLocation');
  if (customLocation !== undefined && typeof customLocation !== 'string') {
    issues.push({ path: 'customLocation', message: LIMIT_MESSAGES.notText });
  }
  return issues;
}
