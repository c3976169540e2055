import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { RUNWAY_MAX_SIMULATIONS, RUNWAY_MESSAGES, SIMULATION_TYPES } from './constants.js';
import type { SimulationImpact, SimulationItem } from './types.js';

const IMPACT_FIELDS: readonly (keyof SimulationImpact)[] = [
  'monthlyIncomeChange',
  'monthlyExpensesChange',
  'oneTimeExpense',
  'stockInvestmentsChange',
  'cryptoInvestmentsChange',
  'cashSavingsChange',
];

const TYPES: ReadonlySet<unknown> = new Set(SIMULATION_TYPES);

/** A finite number of at most $1e12 either way (changes may be negative), else its issue. */
function moneyIssue(value: unknown): string | undefined {
  if (!isFiniteNumber(value)) return RUNWAY_MESSAGES.invalidNumber;
  return Math.abs(value) > ENGINE_LIMITS.maxAmount ? LIMIT_MESSAGES.amountTooLarge : undefined;
}

function checkItem(item: unknown, path: string, issues: ValidationIssue[]): void {
  if (!isRecord(item)) {
    issues.push({ path, message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  if (typeof fieldOf(item, 'id') !== 'string') {
    issues.push({ path: `${path}.id`, message: LIMIT_MESSAGES.notText });
  }
  if (!TYPES.has(fieldOf(item, 'type'))) {
    issues.push({ path: `${path}.type`, message: RUNWAY_MESSAGES.simulationType });
  }
  const amountIssue = moneyIssue(fieldOf(item, 'amount'));
  if (amountIssue) issues.push({ path: `${path}.amount`, message: amountIssue });
  if (typeof fieldOf(item, 'enabled') !== 'boolean') {
    issues.push({ path: `${path}.enabled`, message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  const impact = fieldOf(item, 'impact');
  if (!isRecord(impact)) {
    issues.push({ path: `${path}.impact`, message: LIMIT_MESSAGES.notAnObject });
    return;
  }
  for (const field of IMPACT_FIELDS) {
    const value = fieldOf(impact, field);
    if (value === undefined) continue;
    const fieldPath = `${path}.impact.${field}`;
    const issue = moneyIssue(value);
    if (issue) issues.push({ path: fieldPath, message: issue });
    else if (field === 'oneTimeExpense' && (value as number) < 0) {
      issues.push({ path: fieldPath, message: RUNWAY_MESSAGES.oneTimeExpense });
    }
  }
}

/**
 * Checks what-if simulation items, paths `items.<index>…`: a list of at most 100 items, each an
 * object with a string `id`, a `type` of 'income', 'expense' or 'savings', a finite `amount`,
 * a real boolean `enabled` and an `impact` object whose fields, when given, are finite numbers
 * of at most $1e12 either way, a one-time expense ≥ 0. Disabled items are checked too, so
 * enabling one never fails later. A list over 100 items gives one issue at `items` and its
 * items are not read.
 *
 * @example
 * validateSimulations([{ id: 'a', type: 'expense', amount: 5000, enabled: true, impact: { oneTimeExpense: -1 } }])
 * // [{ path: 'items.0.impact.oneTimeExpense', message: 'One-time expense cannot be negative' }]
 */
export function validateSimulations(items: readonly SimulationItem[]): ValidationIssue[] {
  const list: unknown = items;
  if (!Array.isArray(list)) return [{ path: 'items', message: LIMIT_MESSAGES.notAList }];
  if (list.length > RUNWAY_MAX_SIMULATIONS) {
    return [{ path: 'items', message: LIMIT_MESSAGES.tooMany(RUNWAY_MAX_SIMULATIONS) }];
  }
  const issues: ValidationIssue[] = [];
  // A plain loop, not forEach: a sparse list's holes are items too (undefined, not objects).
  for (let index = 0; index < list.length; index++) {
    checkItem(list[index], `items.${index}`, issues);
  }
  return issues;
}
