import { fieldOf, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { DEBT_LIMITS, DEBT_MESSAGES, DEBT_TYPES } from './constants.js';
import type { DebtPaydownInput } from './types.js';

const M = DEBT_MESSAGES;

/**
 * Checks a debt paydown form, from any caller (a string is never read as a number or a
 * boolean): the spec's rules (§5: at least one debt, a name, balance and minimum payment at
 * least $0.01, interest rate 0–100 %, extra payment at least $0) plus bounds of our design
 * (ADR 006): amounts at most $100,000,000, at most 100 debts and 600 bonus payments (a longer
 * list is one issue, its items unread), unique ids, a known debt type, bonus and start months
 * 1–12 in whole years from 1900 to 2200, `rolloverFreedPayments` true or false.
 * A minimum payment below the monthly interest is allowed: that plan may never finish.
 *
 * @example
 * validateDebtPaydown({ debts: [], startDate: { year: 2026, month: 1 } })
 * // [{ path: 'debts', message: 'At least one debt is required' }]
 */
export function validateDebtPaydown(input: DebtPaydownInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };
  const checkAmount = (
    value: unknown,
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
  const checkYear = (value: unknown, path: string, message: string): void => {
    if (!Number.isInteger(value)) add(path, message);
    else if (!isWholeInRange(value, ENGINE_LIMITS.minYear, ENGINE_LIMITS.maxYear)) {
      add(path, LIMIT_MESSAGES.dateOutOfRange);
    }
  };

  const debts = fieldOf(input, 'debts');
  if (!Array.isArray(debts) || debts.length === 0) add('debts', M.debtsRequired);
  else if (debts.length > DEBT_LIMITS.maxDebts) add('debts', M.tooManyDebts);
  else {
    const ids = new Set<string>();
    // Indices, not forEach: forEach skips the holes of a sparse list.
    for (let index = 0; index < debts.length; index++) {
      const debt: unknown = debts[index];
      const at = `debts.${index}`;
      if (!isRecord(debt)) {
        add(at, LIMIT_MESSAGES.notAnObject);
        continue;
      }
      const id = fieldOf(debt, 'id');
      const name = fieldOf(debt, 'name');
      if (typeof id !== 'string' || id === '') add(`${at}.id`, M.idRequired);
      else if (ids.has(id)) add(`${at}.id`, M.idDuplicate);
      else ids.add(id);
      if (typeof name !== 'string' || name.trim() === '') add(`${at}.name`, M.nameRequired);
      if (!(DEBT_TYPES as readonly unknown[]).includes(fieldOf(debt, 'type'))) {
        add(`${at}.type`, M.typeInvalid);
      }
      checkAmount(fieldOf(debt, 'balance'), `${at}.balance`, DEBT_LIMITS.minAmount, {
        low: M.balancePositive,
        high: M.balanceTooHigh,
      });
      checkAmount(fieldOf(debt, 'minimumPayment'), `${at}.minimumPayment`, DEBT_LIMITS.minAmount, {
        low: M.minimumPositive,
        high: M.minimumTooHigh,
      });
      const rate = fieldOf(debt, 'interestRate');
      if (typeof rate !== 'number' || Number.isNaN(rate)) add(`${at}.interestRate`, M.rateNumber);
      else if (rate < 0) add(`${at}.interestRate`, M.rateNegative);
      else if (rate > DEBT_LIMITS.maxInterestRate) add(`${at}.interestRate`, M.rateTooHigh);
    }
  }

  const extra = fieldOf(input, 'extraMonthlyPayment');
  if (extra !== undefined) {
    checkAmount(extra, 'extraMonthlyPayment', 0, {
      nan: M.extraNumber,
      low: M.extraNegative,
      high: M.extraTooHigh,
    });
  }

  const bonuses = fieldOf(input, 'bonusPayments');
  if (bonuses !== undefined && !Array.isArray(bonuses)) {
    add('bonusPayments', LIMIT_MESSAGES.notAList);
  } else if (bonuses !== undefined && bonuses.length > DEBT_LIMITS.maxBonusPayments) {
    add('bonusPayments', M.tooManyBonuses);
  } else {
    const list: readonly unknown[] = bonuses ?? [];
    for (let index = 0; index < list.length; index++) {
      const bonus = list[index];
      const at = `bonusPayments.${index}`;
      if (!isRecord(bonus)) {
        add(at, LIMIT_MESSAGES.notAnObject);
        continue;
      }
      if (!isWholeInRange(fieldOf(bonus, 'month'), 1, 12)) add(`${at}.month`, M.bonusMonth);
      checkYear(fieldOf(bonus, 'year'), `${at}.year`, M.bonusYear);
      checkAmount(fieldOf(bonus, 'amount'), `${at}.amount`, 0, {
        nan: M.bonusAmountNumber,
        low: M.bonusAmountNegative,
        high: M.bonusAmountTooHigh,
      });
    }
  }

  const start = fieldOf(input, 'startDate');
  if (!isRecord(start)) add('startDate', M.startDateRequired);
  else {
    checkYear(fieldOf(start, 'year'), 'startDate.year', M.startYear);
    if (!isWholeInRange(fieldOf(start, 'month'), 1, 12)) add('startDate.month', M.startMonth);
  }

  const rollover = fieldOf(input, 'rolloverFreedPayments');
  if (rollover !== undefined && typeof rollover !== 'boolean') {
    add('rolloverFreedPayments', LIMIT_MESSAGES.notTrueOrFalse);
  }
  return issues;
}

function isWholeInRange(value: unknown, min: number, max: number): boolean {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}
