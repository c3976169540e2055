import type { Debt, DebtStrategyType } from './types.js';

type Orderable = Pick<Debt, 'balance' | 'interestRate'>;

/** Sort keys, smallest first. */
const SORT_KEY: Record<DebtStrategyType, (debt: Orderable) => number> = {
  snowball: (debt) => debt.balance,
  avalanche: (debt) => -debt.interestRate,
  // (rate/100)/ln(balance+1), highest first: log1p is ln(1 + x) without cancellation.
  hybrid: (debt) => -(debt.interestRate / 100) / Math.log1p(debt.balance),
};

/**
 * The order in which a strategy sends money beyond the minimums: snowball smallest balance
 * first; avalanche highest interest rate (percent) first; hybrid highest
 * `(interestRate / 100) / ln(balance + 1)` first. Ties keep the input order (stable). Returns a
 * new array; `debts` is not modified. Balances in $ must be positive for the hybrid score.
 *
 * @example
 * const debts = [
 *   { id: 'a', balance: 5000, interestRate: 22 },
 *   { id: 'b', balance: 800, interestRate: 9 },
 *   { id: 'c', balance: 12000, interestRate: 5 },
 * ];
 * orderDebts(debts, 'snowball').map((d) => d.id) // ['b', 'a', 'c']
 * orderDebts(debts, 'avalanche').map((d) => d.id) // ['a', 'b', 'c']
 * orderDebts(debts, 'hybrid').map((d) => d.id) // ['a', 'b', 'c'] (0.0258, 0.0135, 0.0053)
 */
export function orderDebts<T extends Orderable>(debts: readonly T[], type: DebtStrategyType): T[] {
  const key = SORT_KEY[type];
  const keyed = debts.map((debt, index) => ({ debt, index, key: key(debt) }));
  // The index tie-break makes the order stable whatever the engine's sort, and also settles
  // NaN keys (a zero balance with a zero rate) instead of leaving the comparator inconsistent.
  keyed.sort((a, b) => a.key - b.key || a.index - b.index);
  return keyed.map((entry) => entry.debt);
}
