import { assert, INVARIANT } from '../shared/assert.js';
import { withDefaults } from '../shared/calculator-definition.js';
import type { YearMonth } from '../shared/dates.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { DEBT_DEFAULTS, DEBT_STRATEGIES, milestoneDescription } from './constants.js';
import { DEBT_PAYDOWN_DEFINITION } from './debt-definition.js';
import { orderDebts } from './order-debts.js';
import type {
  BonusPayment,
  Debt,
  DebtMilestone,
  DebtPaydownInput,
  DebtPaydownResult,
  DebtStrategy,
  PaymentScheduleRow,
  StrategyResult,
} from './types.js';
import { validateDebtPaydown } from './validate-debt-paydown.js';

const MAX_MONTHS = DEBT_DEFAULTS.maxMonths;

/**
 * Lifts `balance × rate / 1200` by 4 ulps so that an exact half cent, which binary floating
 * point may land a hair below, rounds up as the decimal rule says. Matches decimal rounding
 * exactly for rates with up to 4 decimals while a month's interest is under $600,000 (up to
 * 2 decimals: $60 million); the proof is in ADR 006.
 */
const HALF_CENT_NUDGE = 1 + 2 ** -50;

/** Whole cents of a dollar amount (half away from zero). */
const toCents = (dollars: number): number => Math.round(roundToCents(dollars) * 100);

/** What every strategy shares: the month-indexed budget additions, in cents. */
interface Budget {
  extra: number;
  /** Bonus cents paid in month index m (0 = start month). */
  bonus: Float64Array;
  /** Bonus cents from month index m to the cap (length MAX_MONTHS + 1). */
  bonusFrom: Float64Array;
  rollover: boolean;
  start: YearMonth;
}

/**
 * Compares the snowball, avalanche and hybrid payoff plans, month by month from `startDate`
 * for at most 50 years (600 months). Each month, for every debt still owing:
 * 1. interest = balance × interestRate / 100 / 12, rounded to cents, is added to the balance;
 * 2. the minimum payment is paid (never more than is owed);
 * 3. the month's extra budget goes to owing debts in the strategy's order ({@link orderDebts},
 *    fixed at the start), filling the first until it is paid off, then the next. The extra
 *    budget is `extraMonthlyPayment` + that month's bonus payments + (with
 *    `rolloverFreedPayments`) the minimums of debts paid off in earlier months.
 *
 * Inputs are rounded to cents and the ledger runs in integer cents, so every schedule amount
 * is exact to the cent and total payments = starting balances + total interest − what is still
 * owed (0 when debt-free). Money left once every debt is paid is not spent. When the debts are
 * not paid off within 600 months, `debtFreeDate` and `monthsToPayoff` are null; the schedule
 * then covers the 600 months, except that it ends early in a month where the total owed grew
 * and exceeds every payment still possible before the cap (a hopeless, compounding plan). See
 * ADR 006 for the rules and their reasons.
 *
 * @example
 * const { strategies } = calculateDebtPaydown({
 *   debts: [
 *     { id: 'card', name: 'Card', type: 'credit_card', balance: 1000, minimumPayment: 100, interestRate: 12 },
 *   ],
 *   startDate: { year: 2026, month: 1 },
 * });
 * strategies[0].monthsToPayoff // 11
 * strategies[0].debtFreeDate // { year: 2026, month: 11 }
 * strategies[0].totalInterestPaid // 58.98 ($)
 * strategies[0].monthlySchedule[0] // { month: 1, year: 2026, debtId: 'card', debtName: 'Card',
 * //   payment: 100, principal: 90, interest: 10, remainingBalance: 910, isPaidOff: false }
 * @throws EngineError when {@link validateDebtPaydown} reports an issue.
 */
export function calculateDebtPaydown(input: DebtPaydownInput): DebtPaydownResult {
  throwIfInvalid(validateDebtPaydown(input));
  const resolved = withDefaults(DEBT_PAYDOWN_DEFINITION.fields, input);
  const budget: Budget = {
    extra: toCents(resolved.extraMonthlyPayment),
    ...bonusByMonth(resolved.bonusPayments, resolved.startDate),
    rollover: resolved.rolloverFreedPayments,
    start: resolved.startDate,
  };
  return {
    strategies: DEBT_STRATEGIES.map((strategy) =>
      // A copy: the caller owns the result, and the table is frozen.
      simulate(orderDebts(resolved.debts, strategy.type), { ...strategy }, budget),
    ),
  };
}

/** Bonus cents per simulated month; bonuses before the start or past the cap are ignored. */
function bonusByMonth(
  bonuses: readonly BonusPayment[],
  start: YearMonth,
): Pick<Budget, 'bonus' | 'bonusFrom'> {
  const bonus = new Float64Array(MAX_MONTHS);
  const first = start.year * 12 + start.month - 1;
  for (const { year, month, amount } of bonuses) {
    const index = year * 12 + month - 1 - first;
    if (index >= 0 && index < MAX_MONTHS) bonus[index] = (bonus[index] ?? 0) + toCents(amount);
  }
  const bonusFrom = new Float64Array(MAX_MONTHS + 1);
  for (let m = MAX_MONTHS - 1; m >= 0; m--) {
    bonusFrom[m] = (bonusFrom[m + 1] ?? 0) + (bonus[m] ?? 0);
  }
  return { bonus, bonusFrom };
}

/**
 * Runs one strategy's ledger; `debts` are in strategy order. The ledger is kept as numbers
 * (debt, month, paid, charged, left per row) and `monthlySchedule` is built from it the first
 * time it is read: allocating a row object per debt and month costs three times the ledger
 * itself, and many callers only read the totals (ADR 006).
 */
function simulate(debts: readonly Debt[], strategy: DebtStrategy, budget: Budget): StrategyResult {
  const n = debts.length;
  // Parallel typed arrays in cents keep the month loop free of allocations but the rows.
  const balance = new Float64Array(n);
  const minimum = new Float64Array(n);
  const monthlyRate = new Float64Array(n);
  const paidOnDebt = new Float64Array(n);
  let owed = 0;
  let minimumsOfAll = 0;
  for (let i = 0; i < n; i++) {
    const debt = debts[i] as Debt;
    balance[i] = toCents(debt.balance);
    minimum[i] = toCents(debt.minimumPayment);
    monthlyRate[i] = (debt.interestRate / 1200) * HALF_CENT_NUDGE;
    owed += balance[i] as number;
    minimumsOfAll += minimum[i] as number;
  }
  const startingBalances = owed;
  const { extra, bonus, bonusFrom, rollover } = budget;
  const ledger = new Ledger(n);
  const milestones: DebtMilestone[] = [];
  let owing = n;
  let freedMinimums = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let monthsToPayoff: number | null = null;
  let debtFreeDate: YearMonth | null = null;
  let year = budget.start.year;
  let month = budget.start.month;

  for (let m = 0; m < MAX_MONTHS; m++) {
    const owedBefore = owed;
    // Fixed before the debts are visited: minimums freed this month count from the next.
    let pool = extra + (bonus[m] as number) + (rollover ? freedMinimums : 0);
    // One pass in strategy order: the extra budget only ever flows to later debts, so pouring
    // it right after each debt's minimum gives the same ledger as minimums first, then extra.
    for (let i = 0; i < n; i++) {
      const before = balance[i] as number;
      if (before === 0) continue;
      const charged = Math.round(before * (monthlyRate[i] as number));
      let left = before + charged;
      let paid = Math.min(left, minimum[i] as number);
      left -= paid;
      if (pool > 0 && left > 0) {
        const more = Math.min(pool, left);
        left -= more;
        paid += more;
        pool -= more;
      }
      balance[i] = left;
      paidOnDebt[i] = (paidOnDebt[i] as number) + paid;
      totalInterest += charged;
      totalPaid += paid;
      owed += charged - paid;
      ledger.add(i, m, paid, charged, left);
      if (left === 0) {
        const debt = debts[i] as Debt;
        owing--;
        freedMinimums += minimum[i] as number;
        milestones.push({
          month,
          year,
          description: milestoneDescription(debt.name),
          celebrationType: 'debt_payoff',
          amountPaid: (paidOnDebt[i] as number) / 100,
          remainingDebts: owing,
        });
      }
    }
    if (owing === 0) {
      monthsToPayoff = m + 1;
      debtFreeDate = { year, month };
      break;
    }
    // A growing debt that can no longer be paid would otherwise compound past 2^53 cents.
    const stillPayable =
      (MAX_MONTHS - m - 1) * (minimumsOfAll + extra) + (bonusFrom[m + 1] as number);
    if (owed > owedBefore && owed > stillPayable) break;
    if (++month > 12) {
      month = 1;
      year++;
    }
  }

  let stillOwed = 0;
  for (let i = 0; i < n; i++) {
    assert((balance[i] as number) >= 0, INVARIANT.negativeBalance);
    stillOwed += balance[i] as number;
  }
  assert(Number.isFinite(totalPaid + totalInterest), INVARIANT.nonFinite);
  assert(startingBalances + totalInterest - totalPaid === stillOwed, INVARIANT.paymentsMismatch);
  const result = {
    strategy,
    totalInterestPaid: totalInterest / 100,
    totalPayments: totalPaid / 100,
    debtFreeDate,
    monthsToPayoff,
  } as StrategyResult;
  let schedule: PaymentScheduleRow[] | undefined;
  Object.defineProperty(result, 'monthlySchedule', {
    enumerable: true,
    get: () => (schedule ??= ledger.rows(debts, budget.start)),
  });
  result.milestones = milestones;
  return result;
}

/**
 * The schedule of one strategy as numbers: four a row (month index × 1024 + debt position,
 * then paid, charged and left in cents), in a typed array that doubles when full. Rows become
 * objects only when `rows()` is called.
 */
class Ledger {
  private data: Float64Array;
  private length = 0;

  constructor(debtCount: number) {
    this.data = new Float64Array(debtCount * 24 * 4);
  }

  add(position: number, monthIndex: number, paid: number, charged: number, left: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const data = this.data;
    const k = this.length;
    data[k] = monthIndex * 1024 + position;
    data[k + 1] = paid;
    data[k + 2] = charged;
    data[k + 3] = left;
    this.length = k + 4;
  }

  rows(debts: readonly Debt[], start: YearMonth): PaymentScheduleRow[] {
    const rows: PaymentScheduleRow[] = [];
    const firstMonth = start.year * 12 + start.month - 1;
    const data = this.data;
    for (let k = 0; k < this.length; k += 4) {
      const key = data[k] as number;
      const debt = debts[key % 1024] as Debt;
      const monthIndex = firstMonth + Math.floor(key / 1024);
      const paid = data[k + 1] as number;
      const charged = data[k + 2] as number;
      const left = data[k + 3] as number;
      rows.push({
        month: (monthIndex % 12) + 1,
        year: Math.floor(monthIndex / 12),
        debtId: debt.id,
        debtName: debt.name,
        payment: paid / 100,
        principal: (paid - charged) / 100,
        interest: charged / 100,
        remainingBalance: left / 100,
        isPaidOff: left === 0,
      });
    }
    return rows;
  }
}
