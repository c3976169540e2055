import type { CalculatorDefinition, Fields, InputOf } from '@freedompath/engine';
import { DEBT_DEFAULTS, DEBT_PAYDOWN_DEFINITION, DEBT_TYPES } from '@freedompath/engine/debt';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { debts, extraMonthlyPayment, bonusPayments } = DEBT_PAYDOWN_DEFINITION.fields;
const { id: _id, ...debtFields } = debts.item;

/**
 * A list item's fields as a definition of their own, so each row the form edits in place gets
 * the kit's plan and text conversions (the kit reads only `fields`).
 */
function rowDefinition<Fs extends Fields>(fields: Fs): CalculatorDefinition<Fs> {
  return { name: 'row', version: 1, fields, example: {} as InputOf<Fs> };
}

/**
 * The fields of a debt row and of a bonus payment row. A debt's id is not among them: it tells the
 * rows apart on the form, and in a link a debt is known by its position.
 */
export const DEBT_ROW = rowDefinition(debtFields);
export const BONUS_ROW = rowDefinition(bonusPayments.item);

/** One debt in the URL. A name may be blank while typed; a new debt is of the first type. */
export const debtRowPlan = calculatorPlan(DEBT_ROW, {
  schemas: { name: z.string().check(z.maxLength(debtFields.name.maxLength)) },
  starts: { type: DEBT_TYPES[0] },
});

const month = bonusPayments.item.month;

/** One bonus payment in the URL; its month comes from a list of twelve, so is never blank. */
export const bonusRowPlan = calculatorPlan(BONUS_ROW, {
  schemas: { month: fieldNumber().check(z.int(), z.minimum(month.min), z.maximum(month.max)) },
  starts: { month: month.min },
});

export type PlanDebt = PlanOf<typeof debtFields>;
export type PlanBonus = PlanOf<typeof bonusPayments.item>;

/** A list of rows in the URL: a bad field goes to where a new row starts, a bad row whole. */
function rowsSchema<Row extends object>(
  row: { fields: () => Record<string, z.ZodMiniType>; defaults: Readonly<Row> },
  min: number,
  max: number,
) {
  const starts = row.defaults as Record<string, unknown>;
  const shape = Object.fromEntries(
    Object.entries(row.fields()).map(([name, schema]) => [name, z.catch(schema, starts[name])]),
  );
  const item = z.catch(z.object(shape), () => ({ ...starts })) as unknown as z.ZodMiniType<Row>;
  return z.array(item).check(z.minLength(min), z.maxLength(max));
}

function debtPaydownFields() {
  return {
    debts: rowsSchema<PlanDebt>(debtRowPlan, 1, debts.max),
    extraMonthlyPayment: fieldNumber().check(
      z.minimum(extraMonthlyPayment.min),
      z.maximum(extraMonthlyPayment.max),
    ),
    bonusPayments: rowsSchema<PlanBonus>(bonusRowPlan, 0, bonusPayments.max),
  };
}

export type DebtPaydownPlan = PlanValues<ReturnType<typeof debtPaydownFields>>;

/**
 * The Debt Paydown plan in the URL: the debts, the extra monthly payment and the bonus
 * payments, bounded as the engine bounds them. The start month is the visitor's current month
 * and the freed minimums always roll over, so a link holds neither. It starts with one blank
 * debt (product: debt-paydown#validation: at least one), the engine's default extra payment
 * ($0) and no bonuses.
 */
export const debtPaydownPlan = defineSearchPlan(debtPaydownFields, {
  debts: [{ ...debtRowPlan.defaults }],
  extraMonthlyPayment: DEBT_DEFAULTS.extraMonthlyPayment,
  bonusPayments: [],
});
