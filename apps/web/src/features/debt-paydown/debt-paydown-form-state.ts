import type { YearMonth } from '@freedompath/engine';
import { DEBT_DEFAULTS } from '@freedompath/engine/debt';
import type { DebtPaydownInput } from '@freedompath/engine/debt';
import { z } from 'zod/mini';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { currentMonth } from './debt-analysis';
import {
  BONUS_ROW,
  bonusRowPlan,
  DEBT_ROW,
  debtPaydownPlan,
  debtRowPlan,
} from './debt-paydown-plan';
import type { DebtPaydownPlan } from './debt-paydown-plan';

/** A debt row: plan ↔ typed text ↔ the engine's debt (without its id). */
const debtRowForm = calculatorForm(DEBT_ROW, debtRowPlan);
/** A bonus payment row: plan ↔ typed text ↔ the engine's bonus payment. */
const bonusRowForm = calculatorForm(BONUS_ROW, bonusRowPlan);

/** One debt as the form holds it; `id` tells the rows apart and is the engine's debt id. */
export type DebtFormState = FormOf<typeof DEBT_ROW.fields> & { id: string };

/** One bonus payment as the form holds it. */
export type BonusFormState = FormOf<typeof BONUS_ROW.fields> & { id: string };

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

/** A blank debt to add below the others. */
export function newDebt(debts: readonly DebtFormState[]): DebtFormState {
  return { ...debtRowForm.fromPlan(debtRowPlan.defaults), id: freshId(debts, 'debt') };
}

/** A bonus payment dated in the plan's first month, with the amount to fill in. */
export function newBonus(bonuses: readonly BonusFormState[], start: YearMonth): BonusFormState {
  return {
    ...bonusRowForm.fromPlan({ ...bonusRowPlan.defaults, ...start }),
    id: freshId(bonuses, 'bonus'),
  };
}

/** Each row of `last` the form's row at its position replaces; a new row starts from `start`. */
function rowsToPlan<Row, Plan>(
  rows: readonly Row[],
  last: readonly Plan[],
  start: Plan,
  toPlan: (row: Row, last: Plan) => Plan,
): Plan[] {
  return rows.map((row, index) => toPlan(row, last[index] ?? start));
}

/** The Debt Paydown form: plan ↔ typed text ↔ the engine's input. */
export const debtPaydownForm = {
  /** The form a plan (a shared link, or the defaults) fills in. */
  fromPlan: (plan: DebtPaydownPlan): DebtPaydownFormState => ({
    debts: plan.debts.map((debt, index) => ({
      ...debtRowForm.fromPlan(debt),
      id: `debt-${index + 1}`,
    })),
    // The default ($0) shows as blank: a blank field reads as it and keeps the form uncluttered.
    extraMonthlyPayment:
      plan.extraMonthlyPayment === DEBT_DEFAULTS.extraMonthlyPayment
        ? ''
        : numberText(plan.extraMonthlyPayment),
    bonusPayments: plan.bonusPayments.map((bonus, index) => ({
      ...bonusRowForm.fromPlan(bonus),
      id: `bonus-${index + 1}`,
    })),
  }),

  /**
   * The plan the URL holds for what the form holds: a blank number is `null` (a blank extra
   * payment $0), text the plan refuses (letters, out of bounds) keeps `last`'s value.
   */
  toPlan: (form: DebtPaydownFormState, last: DebtPaydownPlan): DebtPaydownPlan => {
    const extra = form.extraMonthlyPayment;
    const parsedExtra = z.safeParse(
      debtPaydownPlan.fields().extraMonthlyPayment,
      parseNumber(extra),
    );
    return {
      debts: rowsToPlan(form.debts, last.debts, debtRowPlan.defaults, debtRowForm.toPlan),
      extraMonthlyPayment:
        extra.trim() === ''
          ? DEBT_DEFAULTS.extraMonthlyPayment
          : parsedExtra.success
            ? parsedExtra.data
            : last.extraMonthlyPayment,
      bonusPayments: rowsToPlan(
        form.bonusPayments,
        last.bonusPayments,
        bonusRowPlan.defaults,
        bonusRowForm.toPlan,
      ),
    };
  },

  /**
   * The engine's input for what the form holds, from `start` (by default the visitor's current
   * month as they calculate). A number left blank or not a number is left out, which
   * `validateDebtPaydown` answers with the field's message (product: debt-paydown#validation);
   * only the extra payment may be blank ($0).
   */
  toInput: (form: DebtPaydownFormState, start: YearMonth = currentMonth()): DebtPaydownInput => ({
    debts: form.debts.map((debt) => ({ ...debtRowForm.toInput(debt), id: debt.id })),
    extraMonthlyPayment:
      form.extraMonthlyPayment.trim() === ''
        ? DEBT_DEFAULTS.extraMonthlyPayment
        : (parseNumber(form.extraMonthlyPayment) ?? Number.NaN),
    bonusPayments: form.bonusPayments.map((bonus) => bonusRowForm.toInput(bonus)),
    startDate: start,
  }),
};
