import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField, NumberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { DEBT_MESSAGES } from './constants.js';
import { DEBT_PAYDOWN_DEFINITION } from './debt-definition.js';
import type { DebtPaydownInput } from './types.js';

const M = DEBT_MESSAGES;
const FIELDS = DEBT_PAYDOWN_DEFINITION.fields;

/**
 * Checks a debt paydown form, from any caller (a string is never read as a number or a
 * boolean): the product's rules (product: debt-paydown#validation: at least one debt, a name, balance
 * and minimum payment at least $0.01, interest rate 0–100 %, extra payment at least $0) plus bounds
 * of our design (ADR 006): amounts at most $100,000,000, at most 100 debts and 600 bonus payments
 * (a longer list is one issue, its items unread), unique ids, a known debt type, bonus and start
 * months 1–12 in whole years from 1900 to 2200, `rolloverFreedPayments` true or false.
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
  /** `nan` is the message for a value that is not a number; without it, `low` says it. */
  const checkNumber = (
    field: NumberField,
    value: unknown,
    path: string,
    messages: { low: string; high: string; nan?: string },
  ): void => {
    const violation = violationOf(field, value);
    if (violation === undefined) return;
    if (violation === 'below') add(path, messages.low);
    else if (violation === 'above') add(path, messages.high);
    else add(path, messages.nan ?? messages.low);
  };
  const checkYear = (field: NumberField, value: unknown, path: string, message: string): void => {
    if (!Number.isInteger(value)) add(path, message);
    else if (numberViolation(field, value) !== undefined) add(path, LIMIT_MESSAGES.dateOutOfRange);
  };
  const checkMonth = (field: NumberField, value: unknown, path: string, message: string): void => {
    if (numberViolation(field, value) !== undefined) add(path, message);
  };

  const debts = fieldOf(input, 'debts');
  if (!Array.isArray(debts) || debts.length === 0) add('debts', M.debtsRequired);
  else if (debts.length > FIELDS.debts.max) add('debts', M.tooManyDebts);
  else {
    const item = FIELDS.debts.item;
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
      if (!(item.type.options as readonly unknown[]).includes(fieldOf(debt, 'type'))) {
        add(`${at}.type`, M.typeInvalid);
      }
      checkNumber(item.balance, fieldOf(debt, 'balance'), `${at}.balance`, {
        low: M.balancePositive,
        high: M.balanceTooHigh,
      });
      checkNumber(item.minimumPayment, fieldOf(debt, 'minimumPayment'), `${at}.minimumPayment`, {
        low: M.minimumPositive,
        high: M.minimumTooHigh,
      });
      checkNumber(item.interestRate, fieldOf(debt, 'interestRate'), `${at}.interestRate`, {
        nan: M.rateNumber,
        low: M.rateNegative,
        high: M.rateTooHigh,
      });
    }
  }

  const extra = fieldOf(input, 'extraMonthlyPayment');
  // Only a field left out takes the default: `null` is a value that is not a number.
  checkNumber(
    FIELDS.extraMonthlyPayment,
    extra === null ? Number.NaN : extra,
    'extraMonthlyPayment',
    {
      nan: M.extraNumber,
      low: M.extraNegative,
      high: M.extraTooHigh,
    },
  );

  const bonuses = fieldOf(input, 'bonusPayments');
  if (bonuses !== undefined && !Array.isArray(bonuses)) {
    add('bonusPayments', LIMIT_MESSAGES.notAList);
  } else if (bonuses !== undefined && bonuses.length > FIELDS.bonusPayments.max) {
    add('bonusPayments', M.tooManyBonuses);
  } else {
    const item = FIELDS.bonusPayments.item;
    const list: readonly unknown[] = bonuses ?? [];
    for (let index = 0; index < list.length; index++) {
      const bonus = list[index];
      const at = `bonusPayments.${index}`;
      if (!isRecord(bonus)) {
        add(at, LIMIT_MESSAGES.notAnObject);
        continue;
      }
      checkMonth(item.month, fieldOf(bonus, 'month'), `${at}.month`, M.bonusMonth);
      checkYear(item.year, fieldOf(bonus, 'year'), `${at}.year`, M.bonusYear);
      checkNumber(item.amount, fieldOf(bonus, 'amount'), `${at}.amount`, {
        nan: M.bonusAmountNumber,
        low: M.bonusAmountNegative,
        high: M.bonusAmountTooHigh,
      });
    }
  }

  const start = fieldOf(input, 'startDate');
  if (!isRecord(start)) add('startDate', M.startDateRequired);
  else {
    const { year, month } = FIELDS.startDate.fields;
    checkYear(year, fieldOf(start, 'year'), 'startDate.year', M.startYear);
    checkMonth(month, fieldOf(start, 'month'), 'startDate.month', M.startMonth);
  }

  const rollover = fieldOf(input, 'rolloverFreedPayments');
  if (rollover !== undefined && typeof rollover !== 'boolean') {
    add('rolloverFreedPayments', LIMIT_MESSAGES.notTrueOrFalse);
  }
  return issues;
}

/**
 * A number field's violation, ±Infinity counting as beyond its bounds (the messages say "cannot
 * exceed") rather than as not a number.
 */
function violationOf(field: NumberField, value: unknown): NumberViolation | undefined {
  if (value === Number.POSITIVE_INFINITY) return 'above';
  if (value === Number.NEGATIVE_INFINITY) return 'below';
  return numberViolation(field, value);
}
