export { calculateDebtPaydown } from './calculate-debt-paydown.js';
export { DEBT_PAYDOWN_DEFINITION } from './debt-definition.js';
export { orderDebts } from './order-debts.js';
export { validateDebtPaydown } from './validate-debt-paydown.js';
export {
  DEBT_DEFAULTS,
  DEBT_DISPLAY,
  DEBT_LIMITS,
  DEBT_MESSAGES,
  DEBT_STRATEGIES,
  DEBT_TYPES,
  milestoneDescription,
} from './constants.js';
export type * from './types.js';
