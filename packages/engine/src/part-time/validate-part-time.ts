import { numberViolation } from '../shared/calculator-definition.js';
import type { Field, Fields, NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PART_TIME_MESSAGES } from './constants.js';
import { PART_TIME_DEFINITION } from './part-time-definition.js';
import type { PartTimeForm } from './types.js';

/**
 * The issue of a number: `message` for any violation but an amount of money above the engine's
 * largest. `null` is not absent here: only a missing (or `undefined`) field takes its default.
 */
function numberIssue(
  path: string,
  field: NumberField,
  value: unknown,
  message: string,
): ValidationIssue | undefined {
  const violation = value === null ? 'invalid' : numberViolation(field, value);
  if (violation === undefined) return undefined;
  const tooLarge = field.kind === 'money' && violation === 'above';
  return { path, message: tooLarge ? LIMIT_MESSAGES.amountTooLarge : message };
}

/** The issues of one field of the definition; `message` is its number's. */
function fieldIssues(
  path: string,
  field: Field,
  value: unknown,
  message: string,
): ValidationIssue[] {
  if (value === undefined && field.optional) return [];
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? [] : [{ path, message: LIMIT_MESSAGES.notTrueOrFalse }];
    case 'text':
      return typeof value === 'string' ? [] : [{ path, message: LIMIT_MESSAGES.notText }];
    case 'list':
      return listIssues(path, field.item, field.max, value);
    case 'money':
    case 'percent':
    case 'integer':
    case 'number': {
      const issue = numberIssue(path, field, value, message);
      return issue ? [issue] : [];
    }
    default:
      return [];
  }
}

function listIssues(path: string, item: Fields, max: number, list: unknown): ValidationIssue[] {
  if (!Array.isArray(list)) return [{ path, message: LIMIT_MESSAGES.notAList }];
  if (list.length > max) return [{ path, message: LIMIT_MESSAGES.tooMany(max) }];
  const issues: ValidationIssue[] = [];
  // A plain loop, not forEach: forEach skips the holes of a sparse list.
  for (let index = 0; index < list.length; index += 1) {
    const entry: unknown = list[index];
    const entryPath = `${path}.${index}`;
    if (!isRecord(entry)) {
      issues.push({ path: entryPath, message: LIMIT_MESSAGES.notAnObject });
      continue;
    }
    for (const [name, field] of Object.entries(item)) {
      issues.push(
        ...fieldIssues(
          `${entryPath}.${name}`,
          field,
          fieldOf(entry, name),
          PART_TIME_MESSAGES.expenseAmount,
        ),
      );
    }
  }
  return issues;
}

/**
 * Checks a part-time form (product: part-time#validation): salaries, portfolio, cash and
 * contributions at least 0; weekly hours 1–40; market returns −20 to 30 %; temporary months a whole
 * number 1–120 (only when `isTemporary`); expense amounts at least 0. Beyond the product definition: every amount
 * at most `ENGINE_LIMITS.maxAmount`, at most 100 expenses (each with a text `name` and a boolean
 * `isFixed`), `isTemporary` a boolean. A missing (or `undefined`) field takes its default and
 * passes; so does a missing form. Never throws, whatever it is given.
 *
 * @example
 * validatePartTime({ weeklyHours: 45 }) // [{ path: 'weeklyHours', message: 'Weekly hours must be between 1 and 40' }]
 */
export function validatePartTime(form: PartTimeForm = {}): ValidationIssue[] {
  const input: unknown = form;
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const temporary = fieldOf(input, 'isTemporary') === true;
  return Object.entries(PART_TIME_DEFINITION.fields).flatMap(([path, field]) => {
    const value = fieldOf(input, path);
    const message = PART_TIME_MESSAGES[path as keyof typeof PART_TIME_MESSAGES];
    // The months' range only matters on a temporary spell; a value that is not a number never fits.
    if (path === 'temporaryMonths' && !temporary) {
      return value === undefined || isFiniteNumber(value) ? [] : [{ path, message }];
    }
    return fieldIssues(path, field, value, message);
  });
}
