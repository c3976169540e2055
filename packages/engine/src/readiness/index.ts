export { scoreReadiness } from './score-readiness.js';
export { validateReadiness } from './validate-readiness.js';
export {
  READINESS_GENERAL_RECOMMENDATIONS,
  READINESS_LEVELS,
  READINESS_MAX_SCORE,
  READINESS_MESSAGES,
  READINESS_QUESTIONS,
  READINESS_RECOMMENDATION_COUNT,
} from './constants.js';
export type * from './types.js';
