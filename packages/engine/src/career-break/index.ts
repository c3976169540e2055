export { calculateCareerBreakBudget } from './calculate-career-break-budget.js';
export { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
export { validateCareerBreakBudget } from './validate-career-break-budget.js';
export { validateExpenseItem } from './validate-expense-item.js';
export {
  CAREER_BREAK_CATEGORIES,
  CAREER_BREAK_DEFAULTS,
  CAREER_BREAK_FUNDING_ASSUMPTIONS,
  CAREER_BREAK_FUNDING_SOURCES,
  CAREER_BREAK_MARKET_SCENARIOS,
  CAREER_BREAK_MAX_MONTHS,
  CAREER_BREAK_MESSAGES,
  CAREER_BREAK_SEVERITY_THRESHOLDS,
} from './constants.js';
export type * from './types.js';
