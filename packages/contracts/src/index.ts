export { errorResponseSchema, fieldIssueSchema } from './error-response.js';
export type { ErrorResponse, FieldIssue } from './error-response.js';
export {
  databaseKindSchema,
  healthResponseSchema,
  liveResponseSchema,
  readyResponseSchema,
} from './health.js';
export type { DatabaseKind, HealthResponse, LiveResponse, ReadyResponse } from './health.js';
