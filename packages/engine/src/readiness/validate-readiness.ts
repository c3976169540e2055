import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { READINESS_MESSAGES, READINESS_QUESTIONS } from './constants.js';
import type { ReadinessAnswers } from './types.js';

/**
 * Checks that every question has an answer and that each answer is one of its option values.
 * A blank (`undefined`, `null` or `''`) answer is unanswered; any other value that is not one
 * of the question's option values (a number, say) is an unknown answer. Paths are question ids;
 * keys that are not question ids are ignored; answers that are not an object get one issue at
 * the root. Never throws, whatever it is given.
 *
 * @example validateReadiness({}) // six issues: { path: 'emergencyFund', message: 'Please answer every question' }, …
 */
export function validateReadiness(answers: ReadinessAnswers): ValidationIssue[] {
  const input: unknown = answers;
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const question of READINESS_QUESTIONS) {
    const value = fieldOf(input, question.id);
    if (value === undefined || value === null || value === '') {
      issues.push({ path: question.id, message: READINESS_MESSAGES.unanswered });
    } else if (!question.options.some((option) => option.value === value)) {
      issues.push({ path: question.id, message: READINESS_MESSAGES.unknownAnswer });
    }
  }
  return issues;
}
