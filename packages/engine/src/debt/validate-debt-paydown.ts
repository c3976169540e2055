import type { ValidationIssue } from '../shared/validation-issue.js';
import { DEBT_LIMITS, DEBT_MESSAGES, DEBT_TYPES } from './constants.js';
import type { Debt, DebtPaydownInput } from './types.js';

const isWholeInRange = (value: unknown, min: number, max: number): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Checks a debt paydown form: the spec's rules (§5: at least one debt, a name, balance and
 * minimum payment at least $0.01, interest rate 0–100 %, extra payment at least $0) plus bounds
 * of our design (ADR 006): amounts at most $100,000,000, at most 100 debts and 600 bonus
 * payments, unique ids, a known debt type, bonus and start months 1–12 in four-digit years.
 * A minimum payment below the monthly interest is allowed: that plan may never finish.
 *
 * @example
 * validateDebtPaydown({ debts: [], startDate: { year: 2026, month: 1 } })
 * // [{ path: 'debts', message: 'At least one debt is required' }]
 */
export function validateDebtPaydown(input: DebtPaydownInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };
  const checkAmount = (
    value: number,
    path: string,
    min: number,
    messages: { low: string; high: string; nan?: string },
  ): void => {
    // A non-number from an untyped caller is treated like a blank field.
    const amount = typeof value === 'number' ? value : Number.NaN;
    if (messages.nan !== undefined && Number.isNaN(amount)) add(path, messages.nan);
    else if (!(amount >= min)) add(path, messages.low);
    else if (!(amount <= DEBT_LIMITS.maxAmount)) add(path, messages.high);
  };
  const M = DEBT_MESSAGES;

  const debts: readonly Debt[] = Array.isArray(input.debts) ? input.debts : [];
  if (debts.length === 0) add('debts', M.debtsRequired);
  else if (debts.length > DEBT_LIMITS.maxDebts) add('debts', M.tooManyDebts);
  const ids = new Set<string>();
  debts.forEach((debt, index) => {
    const at = `debts.${index}`;
    if (typeof debt.id !== 'string' || debt.id === '') add(`${at}.id`, M.idRequired);
    else if (ids.has(debt.id)) add(`${at}.id`, M.idDuplicate);
    else ids.add(debt.id);
    if (typeof debt.name !== 'string' || debt.name.trim() === '') add(`${at}.name`, M.nameRequired);
    if (!DEBT_TYPES.includes(debt.type)) add(`${at}.type`, M.typeInvalid);
    checkAmount(debt.balance, `${at}.balance`, DEBT_LIMITS.minAmount, {
      low: M.balancePositive,
      high: M.balanceTooHigh,
    });
    checkAmount(debt.minimumPayment, `${at}.minimumPayment`, DEBT_LIMITS.minAmount, {
      low: M.minimumPositive,
      high: M.minimumTooHigh,
    });
    const rate = debt.interestRate;
    if (typeof rate !== 'number' || Number.isNaN(rate)) add(`${at}.interestRate`, M.rateNumber);
    else if (rate < 0) add(`${at}.interestRate`, M.rateNegative);
    else if (rate > DEBT_LIMITS.maxInterestRate) add(`${at}.interestRate`, M.rateTooHigh);
  });

  if (input.extraMonthlyPayment !== undefined) {
    checkAmount(input.extraMonthlyPayment, 'extraMonthlyPayment', 0, {
      nan: M.extraNumber,
      low: M.extraNegative,
      high: M.extraTooHigh,
    });
  }

  const bonuses = input.bonusPayments ?? [];
  if (bonuses.length > DEBT_LIMITS.maxBonusPayments) add('bonusPayments', M.tooManyBonuses);
  bonuses.forEach((bonus, index) => {
    const at = `bonusPayments.${index}`;
    if (!isWholeInRange(bonus.month, 1, 12)) add(`${at}.month`, M.bonusMonth);
    if (!isWholeInRange(bonus.year, 1000, 9999)) add(`${at}.year`, M.bonusYear);
    checkAmount(bonus.amount, `${at}.amount`, 0, {
      nan: M.bonusAmountNumber,
      low: M.bonusAmountNegative,
      high: M.bonusAmountTooHigh,
    });
  });

  const start: unknown = input.startDate;
  if (typeof start !== 'object' || start === null) {
    add('startDate', M.startDateRequired);
  } else {
    const { year, month } = start as Record<string, unknown>;
    if (!isWholeInRange(year, 1000, 9999)) add('startDate.year', M.startYear);
    if (!isWholeInRange(month, 1, 12)) add('startDate.month', M.startMonth);
  }
  return issues;
}
