// Every schema of the modules the web app imports is built by a `/* @__PURE__ */` expression, so
// a browser bundle keeps only the schemas it uses. The bundler cannot tell on its own:
// `.register(…)` and `.check(…)` are method calls it cannot prove pure, and it loses zod's own
// no-side-effects hints once zod is a chunk of its own (ADR 025). Node runs every one: the API
// registers them all, in the same order, so its OpenAPI document does not change.
export { API_ERROR_CODES, API_ERRORS, isApiErrorCode } from './api-errors.js';
export type { ApiErrorCode, ApiErrorStatus } from './api-errors.js';
export { anyErrorResponseSchema, errorResponseSchema, fieldIssueSchema } from './error-response.js';
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
  RegisteredCalculator,
  ExhaustedPolicy,
  CalculatorGroup,
  CalculatorId,
  CalculatorRoute,
  CalculatorSlug,
} from './calculators.js';
export { FREE_CALCULATION_LIMIT, planIdSchema, plans } from './plans.js';
export type { Plan, PlanId } from './plans.js';
export {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
} from './credentials.js';
export {
  AUTH_ERROR_CODES,
  acceptedResponseSchema,
  authClientQuerySchema,
  authSessionSchema,
  changePasswordBodySchema,
  checkLinkBodySchema,
  deleteAccountBodySchema,
  emailBodySchema,
  linkFlowSchema,
  linkStatusSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  roleSchema,
  signinBodySchema,
  signupBodySchema,
  userSchema,
  verifyEmailBodySchema,
} from './auth.js';
export type {
  AcceptedResponse,
  AuthSession,
  ChangePasswordBody,
  CheckLinkBody,
  DeleteAccountBody,
  EmailBody,
  LinkFlow,
  LinkStatus,
  OutboxMessage,
  OutboxResponse,
  ResetPasswordBody,
  Role,
  SigninBody,
  SignupBody,
  User,
  VerifyEmailBody,
} from './auth.js';
export {
  calculationTypeSchema,
  consumeQuotaBodySchema,
  consumeQuotaResponseSchema,
  entitlementsSchema,
  idempotencyKeySchema,
} from './entitlements.js';
export type {
  CalculationType,
  ConsumeQuotaBody,
  ConsumeQuotaResponse,
  Entitlements,
} from './entitlements.js';
export {
  REFUND_POLICY_SUMMARY,
  REFUND_WINDOW_DAYS,
  checkoutBodySchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  checkoutSessionStatusSchema,
  redirectUrlSchema,
} from './billing.js';
export type {
  CheckoutBody,
  CheckoutSession,
  CheckoutSessionStatus,
  RedirectUrl,
} from './billing.js';
export {
  RESULT_SUMMARY_MAX_ITEMS,
  RESULT_SUMMARY_MAX_TEXT,
  SAVED_PLAN_LIMIT,
  createScenarioBodySchema,
  resultFigureSchema,
  resultSummarySchema,
  savedResultsSchema,
  scenarioListSchema,
  scenarioParamsSchema,
  scenarioSchema,
  updateScenarioBodySchema,
} from './scenarios.js';
export type {
  CreateScenarioBody,
  ResultFigure,
  ResultSummary,
  SavedResults,
  Scenario,
  ScenarioList,
  UpdateScenarioBody,
} from './scenarios.js';
export {
  calculationSlugSchema,
  calculatorInputSchemas,
  slugsWithoutCalculation,
} from './calculator-inputs/calculator-inputs.js';
export type { CalculationSlug, CalculatorInputs } from './calculator-inputs/calculator-inputs.js';
export { affordabilityInputsSchema } from './calculator-inputs/affordability-inputs.js';
export type { AffordabilityInputs } from './calculator-inputs/affordability-inputs.js';
export { careerBreakInputsSchema } from './calculator-inputs/career-break-inputs.js';
export type { CareerBreakInputs } from './calculator-inputs/career-break-inputs.js';
export { compensationInputsSchema } from './calculator-inputs/compensation-inputs.js';
export type { CompensationInputs } from './calculator-inputs/compensation-inputs.js';
export { costOfLivingInputsSchema } from './calculator-inputs/cost-of-living-inputs.js';
export type { CostOfLivingInputs } from './calculator-inputs/cost-of-living-inputs.js';
export { debtPaydownInputsSchema } from './calculator-inputs/debt-paydown-inputs.js';
export type { DebtPaydownInputs } from './calculator-inputs/debt-paydown-inputs.js';
export { freelanceRateInputsSchema } from './calculator-inputs/freelance-rate-inputs.js';
export type { FreelanceRateInputs } from './calculator-inputs/freelance-rate-inputs.js';
export { internationalRunwayInputsSchema } from './calculator-inputs/international-runway-inputs.js';
export type { InternationalRunwayInputs } from './calculator-inputs/international-runway-inputs.js';
export { layoffInputsSchema } from './calculator-inputs/layoff-inputs.js';
export type { LayoffInputs } from './calculator-inputs/layoff-inputs.js';
export { partTimeInputsSchema } from './calculator-inputs/part-time-inputs.js';
export type { PartTimeInputs } from './calculator-inputs/part-time-inputs.js';
export { paycheckPlannerInputsSchema } from './calculator-inputs/paycheck-planner-inputs.js';
export type { PaycheckPlannerInputs } from './calculator-inputs/paycheck-planner-inputs.js';
export { prepaidExpensesInputsSchema } from './calculator-inputs/prepaid-expenses-inputs.js';
export type { PrepaidExpensesInputs } from './calculator-inputs/prepaid-expenses-inputs.js';
export { runwayInputsSchema } from './calculator-inputs/runway-inputs.js';
export type { RunwayInputs } from './calculator-inputs/runway-inputs.js';
export { travelPlannerInputsSchema } from './calculator-inputs/travel-planner-inputs.js';
export type { TravelPlannerInputs } from './calculator-inputs/travel-planner-inputs.js';
export { UNSTORABLE_TEXT_MESSAGE, isStorableText } from './storable-text.js';
export {
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_JSON_LENGTH,
  analyticsEventSchema,
  calculationEventSchema,
  calculationStatusSchema,
  eventsBatchBodySchema,
  eventsIngestResponseSchema,
  pageViewEventSchema,
} from './analytics-events.js';
export type {
  AnalyticsEvent,
  CalculationEvent,
  CalculationStatus,
  EventsBatchBody,
  EventsIngestResponse,
  PageViewEvent,
} from './analytics-events.js';
export {
  ADMIN_ERROR_CODES,
  DASHBOARD_CHART_DAYS,
  DASHBOARD_PERFORMANCE_DAYS,
  adminAuditActionSchema,
  adminDashboardSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  analyticsRefreshBodySchema,
  analyticsRefreshResponseSchema,
  disableUserBodySchema,
} from './admin.js';
export type {
  AdminAuditAction,
  AdminDashboard,
  AdminUser,
  AdminUserList,
  AdminUsersQuery,
  AnalyticsRefreshBody,
  AnalyticsRefreshResponse,
  DisableUserBody,
} from './admin.js';
export {
  AUDIT_PERSON_MESSAGE,
  adminAuditEntrySchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  isAuditUserId,
} from './admin-audit.js';
export type { AdminAuditEntry, AdminAuditList, AdminAuditQuery } from './admin-audit.js';
