import type { YearMonth } from '@freedompath/engine';
import type { DebtPaydownInput, DebtType } from '@freedompath/engine/debt';
import type { z } from 'zod/mini';
import { numberText, parseInteger, parseNumber } from '../calculators/kit/fields/parse-number';
import { blankPlanDebt, DEBT_NAME_MAX_LENGTH, planNumbers } from './debt-paydown-plan';
import type { DebtPaydownPlan, PlanDebt } from './debt-paydown-plan';

/** One debt as the form holds it: numbers as typed. */
export interface DebtFormState {
  /** Tells the rows apart (React keys) and is the engine's debt id; not part of the URL. */
  id: string;
  name: string;
  type: DebtType;
  balance: string;
  minimumPayment: string;
  interestRate: string;
}

/** One bonus payment as the form holds it. */
export interface BonusFormState {
  id: string;
  /** From a list of the twelve months, so always 1–12. */
  month: number;
  year: string;
  amount: string;
}

export interface DebtPaydownFormState {
  debts: DebtFormState[];
  extraMonthlyPayment: string;
  bonusPayments: BonusFormState[];
}

/** An id none of `rows` has: `prefix-1`, `prefix-2`, … */
function freshId(rows: ReadonlyArray<{ id: string }>, prefix: string): string {
  let n = rows.length + 1;
  while (rows.some((row) => row.id === `${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

function debtFromPlan(debt: PlanDebt, index: number): DebtFormState {
  return {
    id: `debt-${index + 1}`,
    name: debt.name,
    type: debt.type,
    balance: numberText(debt.balance),
    minimumPayment: numberText(debt.minimumPayment),
    interestRate: numberText(debt.interestRate),
  };
}

/** The form as a plan (a shared link, or the defaults) fills it in. */
export function formFromPlan(plan: DebtPaydownPlan): DebtPaydownFormState {
  return {
    debts: plan.debts.map(debtFromPlan),
    // $0 is the default: a blank field reads as 0 and keeps the form uncluttered.
    extraMonthlyPayment: plan.extraMonthlyPayment === 0 ? '' : numberText(plan.extraMonthlyPayment),
    bonusPayments: plan.bonusPayments.map((bonus, index) => ({
      id: `bonus-${index + 1}`,
      month: bonus.month,
      year: numberText(bonus.year),
      amount: numberText(bonus.amount),
    })),
  };
}

/** A blank debt to add below the others. */
export function newDebt(debts: readonly DebtFormState[]): DebtFormState {
  return { ...debtFromPlan(blankPlanDebt, 0), id: freshId(debts, 'debt') };
}

/** A bonus payment dated in the plan's first month, with the amount to fill in. */
export function newBonus(bonuses: readonly BonusFormState[], start: YearMonth): BonusFormState {
  return {
    id: freshId(bonuses, 'bonus'),
    month: start.month,
    year: String(start.year),
    amount: '',
  };
}

/**
 * The value the URL holds for a field's text: blank is `null`, a number the plan accepts is
 * itself, anything else (letters, out of bounds) keeps `last`, so the link stays valid.
 */
function planNumber<T extends number | null>(
  schema: z.ZodMiniType<T>,
  text: string,
  last: T,
  parse: (text: string) => number | undefined = parseNumber,
): number | null {
  if (text.trim() === '') return null;
  const parsed = schema.safeParse(parse(text));
  return parsed.success ? parsed.data : last;
}

/** The plan the URL holds for what the form holds. */
export function planFromForm(form: DebtPaydownFormState, last: DebtPaydownPlan): DebtPaydownPlan {
  return {
    debts: form.debts.map((debt, index) => {
      const previous = last.debts[index] ?? blankPlanDebt;
      return {
        name: debt.name.slice(0, DEBT_NAME_MAX_LENGTH),
        type: debt.type,
        balance: planNumber(planNumbers.balance, debt.balance, previous.balance),
        minimumPayment: planNumber(
          planNumbers.minimumPayment,
          debt.minimumPayment,
          previous.minimumPayment,
        ),
        interestRate: planNumber(
          planNumbers.interestRate,
          debt.interestRate,
          previous.interestRate,
        ),
      };
    }),
    extraMonthlyPayment:
      planNumber(
        planNumbers.extraMonthlyPayment,
        form.extraMonthlyPayment,
        last.extraMonthlyPayment,
      ) ?? 0,
    bonusPayments: form.bonusPayments.map((bonus, index) => {
      const previous = last.bonusPayments[index];
      return {
        month: bonus.month,
        year: planNumber(planNumbers.bonusYear, bonus.year, previous?.year ?? null, parseInteger),
        amount: planNumber(planNumbers.bonusAmount, bonus.amount, previous?.amount ?? null),
      };
    }),
  };
}

/**
 * The engine's input for what the form holds, from `start` (the visitor's current month). A
 * number that is blank or not a number is passed as `NaN`, which `validateDebtPaydown` answers
 * with the field's message (spec §5); only the extra payment may be left blank ($0).
 */
export function inputFromForm(form: DebtPaydownFormState, start: YearMonth): DebtPaydownInput {
  const number = (text: string) => parseNumber(text) ?? Number.NaN;
  return {
    debts: form.debts.map((debt) => ({
      id: debt.id,
      name: debt.name,
      type: debt.type,
      balance: number(debt.balance),
      minimumPayment: number(debt.minimumPayment),
      interestRate: number(debt.interestRate),
    })),
    extraMonthlyPayment:
      form.extraMonthlyPayment.trim() === '' ? 0 : number(form.extraMonthlyPayment),
    bonusPayments: form.bonusPayments.map((bonus) => ({
      month: bonus.month,
      year: parseInteger(bonus.year) ?? Number.NaN,
      amount: number(bonus.amount),
    })),
    startDate: start,
  };
}
