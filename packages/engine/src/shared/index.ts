export { EngineError } from './engine-error.js';
export type { ValidationIssue } from './validation-issue.js';
export type { YearMonth } from './dates.js';
export { roundToCents } from './round.js';
export { ENGINE_LIMITS, LIMIT_MESSAGES } from './limits.js';
export type { DeepReadonly } from './deep-freeze.js';
export type {
  BooleanField,
  CalculatorDefinition,
  ChoiceField,
  ChoicesField,
  DateField,
  Field,
  Fields,
  FieldValue,
  GroupField,
  InputOf,
  ListField,
  NumberField,
  ResolvedInputOf,
  TextField,
} from './calculator-definition.js';
export { addMonths, isInEngineYears, isIsoDate } from './dates.js';
export { withDefaults } from './calculator-definition.js';
