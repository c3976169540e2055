export { errorResponseSchema, fieldIssueSchema } from './error-response.js';
export type { ErrorResponse, FieldIssue } from './error-response.js';
export { databaseKindSchema, healthResponseSchema } from './health.js';
export type { DatabaseKind, HealthResponse } from './health.js';
