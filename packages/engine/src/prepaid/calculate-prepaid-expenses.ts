import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { MONTHS_PER_PAYMENT } from './constants.js';
import { PREPAID_EXPENSES_DEFINITION } from './prepaid-expenses-definition.js';
import type {
  PaymentFrequency,
  PrepaidExpense,
  PrepaidExpensesInput,
  PrepaidExpensesResult,
  PrepaidItem,
} from './types.js';
import { validatePrepaidExpenses } from './validate-prepaid-expenses.js';

/**
 * What to set aside before a break of `breakDuration` months (default 3) to cover bills that
 * keep coming (product: prepaid-expenses#formulas-and-constants): a monthly bill is paid `months`
 * times, a quarterly one `ceil(months / 3)` times, an annual one `ceil(months / 12)` times, a
 * one-time bill once. Each item total is `amount × payments` rounded to cents; the totals are sums
 * of those; `monthlyEquivalent = totalPrepaid / months` is not rounded (the UI formats).
 *
 * @example
 * const result = calculatePrepaidExpenses({
 *   breakDuration: 4,
 *   expenses: [
 *     { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
 *     { name: 'Car insurance', amount: 300, paymentFrequency: 'quarterly' },
 *     { name: 'Health insurance', amount: 2400, paymentFrequency: 'annually' },
 *   ],
 * });
 * result.items.map((i) => i.payments) // [4, 2, 1]
 * result.totalPrepaid // 6000 + 600 + 2400 = 9000 ($)
 * result.monthlyEquivalent // 2250 ($/month)
 * @throws EngineError when {@link validatePrepaidExpenses} reports an issue.
 */
export function calculatePrepaidExpenses(input: PrepaidExpensesInput): PrepaidExpensesResult {
  throwIfInvalid(validatePrepaidExpenses(input));
  const { breakDuration: months } = withDefaults(PREPAID_EXPENSES_DEFINITION.fields, input);
  const breakdownByCategory: Record<PaymentFrequency, number> = {
    monthly: 0,
    quarterly: 0,
    annually: 0,
    'one-time': 0,
  };
  let totalPrepaid = 0;
  // Like the validator, an absent list (an untyped caller) is no expenses.
  const expenses: readonly PrepaidExpense[] = Array.isArray(input.expenses) ? input.expenses : [];
  const items = expenses.map((expense): PrepaidItem => {
    const payments =
      expense.paymentFrequency === 'one-time'
        ? 1
        : Math.ceil(months / MONTHS_PER_PAYMENT[expense.paymentFrequency]);
    const total = roundToCents(expense.amount * payments);
    // Sums of cent amounts are rounded again only to shed binary noise (0.1 + 0.2).
    breakdownByCategory[expense.paymentFrequency] = roundToCents(
      breakdownByCategory[expense.paymentFrequency] + total,
    );
    totalPrepaid = roundToCents(totalPrepaid + total);
    return { name: expense.name, paymentFrequency: expense.paymentFrequency, payments, total };
  });
  return { totalPrepaid, breakdownByCategory, monthlyEquivalent: totalPrepaid / months, items };
}
