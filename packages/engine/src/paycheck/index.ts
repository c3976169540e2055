export { planPaychecks } from './plan-paychecks.js';
export { dueDatesInMonth } from './due-dates-in-month.js';
export { PAYCHECK_DEFINITION } from './paycheck-definition.js';
export { validatePaycheckPlan } from './validate-paycheck-plan.js';
export {
  PAY_FREQUENCIES,
  PAY_PERIOD_DAYS,
  PAYCHECK_DEFAULTS,
  PAYCHECK_LIMITS,
  PAYCHECK_MESSAGES,
  PAYCHECKS_PER_MONTH,
} from './constants.js';
export type * from './types.js';
