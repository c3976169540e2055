import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculatePrepaidExpenses } from '../calculate-prepaid-expenses.js';
import type { PrepaidExpensesInput } from '../types.js';
import { validatePrepaidExpenses } from '../validate-prepaid-expenses.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  prepaidExpenses: {
    covers: ['validatePrepaidExpenses', 'calculatePrepaidExpenses'],
    sample: {
      breakDuration: 6,
      expenses: [
        { name: 'Rent', amount: 1800, paymentFrequency: 'monthly' },
        { name: 'Car insurance', amount: 420.5, paymentFrequency: 'quarterly' },
        { name: 'Visa application', amount: 180, paymentFrequency: 'one-time' },
      ],
    } satisfies PrepaidExpensesInput,
    validate: (input) => validatePrepaidExpenses(input as PrepaidExpensesInput),
    calculate: (input) => calculatePrepaidExpenses(input as PrepaidExpensesInput),
  },
};
