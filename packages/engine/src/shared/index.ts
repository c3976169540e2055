export { EngineError } from './engine-error.js';
export type { ValidationIssue } from './validation-issue.js';
export type { YearMonth } from './dates.js';
export { roundToCents } from './round.js';
export { ENGINE_LIMITS, LIMIT_MESSAGES } from './limits.js';
export type { DeepReadonly } from './deep-freeze.js';
