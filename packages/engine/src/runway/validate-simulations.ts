import type { ValidationIssue } from '../shared/validation-issue.js';
import { RUNWAY_MESSAGES } from './constants.js';
import type { SimulationImpact, SimulationItem } from './types.js';

const IMPACT_FIELDS: readonly (keyof SimulationImpact)[] = [
  'monthlyIncomeChange',
  'monthlyExpensesChange',
  'oneTimeExpense',
  'stockInvestmentsChange',
  'cryptoInvestmentsChange',
  'cashSavingsChange',
];

/**
 * Checks what-if simulation items: every impact field given must be a finite number, and a
 * one-time expense is ≥ 0. Disabled items are checked too, so enabling one never fails later.
 *
 * @example
 * validateSimulations([{ id: 'a', type: 'expense', amount: 5000, enabled: true, impact: { oneTimeExpense: -1 } }])
 * // [{ path: 'items.0.impact.oneTimeExpense', message: 'One-time expense cannot be negative' }]
 */
export function validateSimulations(items: readonly SimulationItem[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  items.forEach((item, index) => {
    for (const field of IMPACT_FIELDS) {
      const value = item.impact[field];
      const path = `items.${index}.impact.${field}`;
      if (value === undefined) continue;
      if (!Number.isFinite(value)) issues.push({ path, message: RUNWAY_MESSAGES.invalidNumber });
      else if (field === 'oneTimeExpense' && value < 0) {
        issues.push({ path, message: RUNWAY_MESSAGES.oneTimeExpense });
      }
    }
  });
  return issues;
}
