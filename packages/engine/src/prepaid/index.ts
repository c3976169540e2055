export { PREPAID_EXPENSES_DEFINITION } from './prepaid-expenses-definition.js';
export { calculatePrepaidExpenses } from './calculate-prepaid-expenses.js';
export { validatePrepaidExpenses } from './validate-prepaid-expenses.js';
export {
  MONTHS_PER_PAYMENT,
  PAYMENT_FREQUENCIES,
  PREPAID_DEFAULTS,
  PREPAID_LIMITS,
  PREPAID_MESSAGES,
} from './constants.js';
export type * from './types.js';
