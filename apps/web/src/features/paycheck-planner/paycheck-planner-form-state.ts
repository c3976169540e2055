import { PAYCHECK_DEFINITION } from '@freedompath/engine/paycheck';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormItemOf, FormOf } from '../calculators/kit/form/calculator-form';
import { paycheckPlan } from './paycheck-planner-plan';

/**
 * The paycheck planner form: plan ↔ typed text ↔ the engine's input. An income or a start date
 * left blank, or an income that is not a number, is left out, and the engine answers with the
 * the product's 'Please enter your income and start date.'.
 */
export const paycheckForm = calculatorForm(PAYCHECK_DEFINITION, paycheckPlan);

/** The form as typed: the income as text, the date as the date input's text (`''` when empty). */
export type PaycheckForm = FormOf<typeof PAYCHECK_DEFINITION.fields>;

/** A bill on the list: the engine's bill and an id for the list's keys. */
export type BillItem = FormItemOf<typeof PAYCHECK_DEFINITION.fields.bills.item>;
