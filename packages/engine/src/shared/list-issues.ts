import { LIMIT_MESSAGES } from './limits.js';
import type { ValidationIssue } from './validation-issue.js';

/**
 * Issues of a list field: not a list, or longer than `max` — one issue, found without reading an
 * item, so a huge list costs nothing — else every item's issues. Items are visited by index, so
 * the holes of a sparse list are checked too (as `undefined`), which `forEach` would skip.
 *
 * @example listIssues('x', 'bills', 100, check) // [{ path: 'bills', message: 'Please enter a list.' }]
 */
export function listIssues(
  value: unknown,
  path: string,
  max: number,
  itemIssues: (item: unknown, path: string) => ValidationIssue[],
): ValidationIssue[] {
  if (!Array.isArray(value)) return [{ path, message: LIMIT_MESSAGES.notAList }];
  if (value.length > max) return [{ path, message: LIMIT_MESSAGES.tooMany(max) }];
  const items: readonly unknown[] = value;
  const issues: ValidationIssue[] = [];
  for (let index = 0; index < items.length; index++) {
    issues.push(...itemIssues(items[index], `${path}.${index}`));
  }
  return issues;
}
