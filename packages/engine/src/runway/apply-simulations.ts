import { throwIfInvalid } from '../shared/engine-error.js';
import { resolveRunwayProfile } from './calculate-runway.js';
import type { RunwayProfile, SimulationItem } from './types.js';
import { validateRunway } from './validate-runway.js';
import { validateSimulations } from './validate-simulations.js';

/**
 * Applies the enabled what-if items to a runway profile and returns a new profile (the input is
 * not changed; other fields pass through). Their effects add up, so item order does not matter:
 * income and expense changes adjust the monthly figures, the `*Change` fields adjust the
 * balances, then one-time expenses are paid from cash, then stocks, then crypto. Every result is
 * floored at 0 (a one-time expense beyond all balances empties them). `amount` is a display
 * figure; only `impact` counts. Results are not capped at $1e12: `calculateRunway` rejects a
 * simulated balance above it.
 *
 * @example
 * applySimulations(
 *   { currentSavings: 2000, stockInvestments: 10000, cryptoInvestments: 0, monthlyExpensesDuringBreak: 3000 },
 *   [{ id: 'car', type: 'expense', amount: 5000, enabled: true, impact: { oneTimeExpense: 5000 } }],
 * ) // currentSavings 0, stockInvestments 7000 ($: 3000 of the 5000 came from stocks)
 * @throws EngineError with the issues of {@link validateRunway} on the profile followed by
 * those of {@link validateSimulations} on the items (paths `items.<index>…`), when there are any.
 */
export function applySimulations<T extends RunwayProfile>(
  profile: T,
  items: readonly SimulationItem[],
): T {
  throwIfInvalid([...validateRunway(profile), ...validateSimulations(items)]);
  const resolved = resolveRunwayProfile(profile);
  let income = resolved.monthlyIncomeBreak;
  let expenses = resolved.monthlyExpensesDuringBreak;
  let cash = resolved.currentSavings;
  let stocks = resolved.stockInvestments;
  let crypto = resolved.cryptoInvestments;
  let oneTime = 0;
  for (const { enabled, impact } of items) {
    if (!enabled) continue;
    income += impact.monthlyIncomeChange ?? 0;
    expenses += impact.monthlyExpensesChange ?? 0;
    cash += impact.cashSavingsChange ?? 0;
    stocks += impact.stockInvestmentsChange ?? 0;
    crypto += impact.cryptoInvestmentsChange ?? 0;
    oneTime += impact.oneTimeExpense ?? 0;
  }
  cash = Math.max(cash, 0);
  stocks = Math.max(stocks, 0);
  crypto = Math.max(crypto, 0);
  let take = Math.min(oneTime, cash);
  cash -= take;
  oneTime -= take;
  take = Math.min(oneTime, stocks);
  stocks -= take;
  oneTime -= take;
  crypto -= Math.min(oneTime, crypto);
  return {
    ...profile,
    monthlyIncomeBreak: Math.max(income, 0),
    monthlyExpensesDuringBreak: Math.max(expenses, 0),
    currentSavings: cash,
    stockInvestments: stocks,
    cryptoInvestments: crypto,
  };
}
