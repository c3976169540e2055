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
export {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  acceptedResponseSchema,
  authClientQuerySchema,
  authSessionSchema,
  changePasswordBodySchema,
  currentPasswordSchema,
  deleteAccountBodySchema,
  emailBodySchema,
  emailSchema,
  newPasswordSchema,
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
  DeleteAccountBody,
  EmailBody,
  OutboxMessage,
  OutboxResponse,
  ResetPasswordBody,
  Role,
  SigninBody,
  SignupBody,
  User,
} from './auth.js';
export {
  QUOTA_EXCEEDED_MESSAGE,
  calculationTypeSchema,
  consumeQuotaBodySchema,
  consumeQuotaResponseSchema,
  entitlementsSchema,
} from './entitlements.js';
export type {
  CalculationType,
  ConsumeQuotaBody,
  ConsumeQuotaResponse,
  Entitlements,
} from './entitlements.js';
export { checkoutBodySchema, redirectUrlSchema } from './billing.js';
export type { CheckoutBody, RedirectUrl } from './billing.js';
export {
  SAVED_PLAN_LIMIT,
  createScenarioBodySchema,
  scenarioListSchema,
  scenarioParamsSchema,
  scenarioSchema,
  updateScenarioBodySchema,
} from './scenarios.js';
export type {
  CreateScenarioBody,
  Scenario,
  ScenarioList,
  UpdateScenarioBody,
} from './scenarios.js';
