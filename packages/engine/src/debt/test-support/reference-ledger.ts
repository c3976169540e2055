import { Decimal } from 'decimal.js';
import type {
  DebtMilestone,
  DebtPaydownInput,
  DebtStrategyType,
  PaymentScheduleRow,
  StrategyResult,
} from '../types.js';

/**
 * A deliberately plain re-implementation of the debt ledger in decimal.js, written from the
 * rules of ADR 006 without the engine's integer-cent and typed-array tricks: objects, one step
 * at a time, exact decimal arithmetic. Tests compare the engine with it to the cent.
 */

/**
 * Time allowed to a test that checks the engine against this ledger. Exact decimal arithmetic
 * costs about 2 ms per checked form, so such a test takes a few hundred milliseconds on an idle
 * core and up to 15 times that on 2 cores busy building the workspace
 * (scripts/test-under-load.sh), past Vitest's 5 s default.
 */
export const REFERENCE_TEST_TIMEOUT = 30_000;

const CAP = 600;
const cents = (value: number | Decimal): Decimal =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Stable insertion sort: an order computed without Array.prototype.sort. */
export function referenceOrder<T extends { balance: number; interestRate: number }>(
  debts: readonly T[],
  type: DebtStrategyType,
): T[] {
  const score = (debt: T): number =>
    type === 'snowball'
      ? debt.balance
      : type === 'avalanche'
        ? -debt.interestRate
        : -(debt.interestRate / 100) / Math.log(debt.balance + 1);
  const out: T[] = [];
  for (const debt of debts) {
    let at = out.length;
    while (at > 0 && score(out[at - 1] as T) > score(debt)) at--;
    out.splice(at, 0, debt);
  }
  return out;
}

interface Account {
  id: string;
  name: string;
  balance: Decimal;
  minimum: Decimal;
  rate: Decimal;
  paidTotal: Decimal;
}

export type ReferenceResult = Omit<StrategyResult, 'strategy'>;

export function referenceLedger(input: DebtPaydownInput, type: DebtStrategyType): ReferenceResult {
  const accounts: Account[] = referenceOrder(input.debts, type).map((debt) => ({
    id: debt.id,
    name: debt.name,
    balance: cents(debt.balance),
    minimum: cents(debt.minimumPayment),
    rate: new Decimal(debt.interestRate),
    paidTotal: new Decimal(0),
  }));
  const extra = cents(input.extraMonthlyPayment ?? 0);
  const rollover = input.rolloverFreedPayments ?? true;
  const monthIndex = (year: number, month: number): number =>
    year * 12 + month - 1 - (input.startDate.year * 12 + input.startDate.month - 1);
  const bonusIn = (from: number, to: number): Decimal =>
    (input.bonusPayments ?? [])
      .filter((b) => monthIndex(b.year, b.month) >= from && monthIndex(b.year, b.month) < to)
      .reduce((sum, b) => sum.plus(cents(b.amount)), new Decimal(0));
  const allMinimums = accounts.reduce((sum, a) => sum.plus(a.minimum), new Decimal(0));

  const monthlySchedule: PaymentScheduleRow[] = [];
  const milestones: DebtMilestone[] = [];
  let totalInterest = new Decimal(0);
  let totalPaid = new Decimal(0);
  let freed = new Decimal(0);
  let year = input.startDate.year;
  let month = input.startDate.month;

  for (let m = 0; m < CAP; m++) {
    const owingAtStart = accounts.filter((a) => a.balance.gt(0));
    const owedAtStart = accounts.reduce((sum, a) => sum.plus(a.balance), new Decimal(0));
    const interest = new Map<Account, Decimal>();
    const paid = new Map<Account, Decimal>();
    for (const account of owingAtStart) {
      const charged = cents(account.balance.times(account.rate).div(100).div(12));
      account.balance = account.balance.plus(charged);
      totalInterest = totalInterest.plus(charged);
      const minimum = Decimal.min(account.minimum, account.balance);
      account.balance = account.balance.minus(minimum);
      interest.set(account, charged);
      paid.set(account, minimum);
    }
    let pool = extra.plus(bonusIn(m, m + 1)).plus(rollover ? freed : 0);
    for (const account of owingAtStart) {
      if (pool.lte(0)) break;
      const amount = Decimal.min(pool, account.balance);
      account.balance = account.balance.minus(amount);
      paid.set(account, (paid.get(account) as Decimal).plus(amount));
      pool = pool.minus(amount);
    }
    let remaining = owingAtStart.length;
    for (const account of owingAtStart) {
      const payment = paid.get(account) as Decimal;
      const charged = interest.get(account) as Decimal;
      account.paidTotal = account.paidTotal.plus(payment);
      totalPaid = totalPaid.plus(payment);
      const isPaidOff = account.balance.eq(0);
      monthlySchedule.push({
        month,
        year,
        debtId: account.id,
        debtName: account.name,
        payment: payment.toNumber(),
        principal: payment.minus(charged).toNumber(),
        interest: charged.toNumber(),
        remainingBalance: account.balance.toNumber(),
        isPaidOff,
      });
      if (isPaidOff) {
        remaining--;
        freed = freed.plus(account.minimum);
        milestones.push({
          month,
          year,
          description: `${account.name} paid off!`,
          celebrationType: 'debt_payoff',
          amountPaid: account.paidTotal.toNumber(),
          remainingDebts: remaining,
        });
      }
    }
    if (remaining === 0) {
      return {
        totalInterestPaid: totalInterest.toNumber(),
        totalPayments: totalPaid.toNumber(),
        debtFreeDate: { year, month },
        monthsToPayoff: m + 1,
        monthlySchedule,
        milestones,
      };
    }
    const owed = accounts.reduce((sum, a) => sum.plus(a.balance), new Decimal(0));
    const grew = owed.gt(owedAtStart);
    const stillPayable = allMinimums
      .plus(extra)
      .times(CAP - m - 1)
      .plus(bonusIn(m + 1, CAP));
    if (grew && owed.gt(stillPayable)) break;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return {
    totalInterestPaid: totalInterest.toNumber(),
    totalPayments: totalPaid.toNumber(),
    debtFreeDate: null,
    monthsToPayoff: null,
    monthlySchedule,
    milestones,
  };
}
