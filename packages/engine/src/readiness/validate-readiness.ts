import type { ValidationIssue } from '../shared/validation-issue.js';
import { READINESS_MESSAGES, READINESS_QUESTIONS } from './constants.js';
import type { ReadinessAnswers } from './types.js';

/**
 * Checks that every question has an answer and that each answer is one of its option values.
 * Paths are question ids; keys that are not question ids are ignored.
 *
 * @example validateReadiness({}) // six issues: { path: 'emergencyFund', message: 'Please answer every question' }, …
 */
export function validateReadiness(answers: ReadinessAnswers): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const question of READINESS_QUESTIONS) {
    const value = answers[question.id];
    if (value === undefined || value === '') {
      issues.push({ path: question.id, message: READINESS_MESSAGES.unanswered });
    } else if (!question.options.some((option) => option.value === value)) {
      issues.push({ path: question.id, message: READINESS_MESSAGES.unknownAnswer });
    }
  }
  return issues;
}
