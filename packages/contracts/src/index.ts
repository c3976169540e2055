export { errorResponseSchema, fieldIssueSchema } from './error-response.js';
export type { ErrorResponse, FieldIssue } from './error-response.js';
export {
  databaseKindSchema,
  healthResponseSchema,
  liveResponseSchema,
  readyResponseSchema,
} from './health.js';
export type { DatabaseKind, HealthResponse, LiveResponse, ReadyResponse } from './health.js';
export {
  calculatorGroups,
  calculatorIdSchema,
  calculators,
  calculatorSlugSchema,
} from './calculators.js';
export type {
  CalculatorBadge,
  CalculatorDefinition,
  CalculatorGroup,
  CalculatorId,
  CalculatorRoute,
  CalculatorSlug,
} from './calculators.js';
export { FREE_CALCULATION_LIMIT, planIdSchema, plans } from './plans.js';
export type { Plan, PlanId } from './plans.js';
