import { PAYCHECK_DEFINITION, validatePaycheckPlan } from '@freedompath/engine/paycheck';
import type { Bill } from '@freedompath/engine/paycheck';
import type { DraftCheck } from '../calculators/kit/fields/add-row-form';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import type { FormOf } from '../calculators/kit/form/calculator-form';

/** A bill being added: the engine's bill fields as typed. */
export type BillDraft = FormOf<typeof PAYCHECK_DEFINITION.fields.bills.item>;

/** Messages for a draft's fields, when it cannot be added yet. */
export type BillDraftErrors = Partial<Record<'name' | 'amount' | 'dueDate', string>>;

export const emptyBillDraft: BillDraft = { name: '', amount: '', dueDate: '', split: false };

/**
 * product: paycheck-planner#validation: Add Bill is enabled only when the name, the amount and the
 * due day are filled in.
 */
export function billDraftFilled(draft: BillDraft): boolean {
  return [draft.name, draft.amount, draft.dueDate].every((text) => text.trim() !== '');
}

/**
 * Checks a draft with the engine's own validator: the bill to add, or the messages at the
 * fields that need them. The engine's 'Please fill in the bill name, amount and due day' goes
 * to each field whose text is not a name or a number.
 */
export function checkBillDraft(draft: BillDraft): DraftCheck<BillDraft, Bill> {
  const bill: Bill = {
    name: draft.name.trim(),
    amount: parseNumber(draft.amount) ?? Number.NaN,
    // Not parseInteger: a due day of 1.5 is a number the engine rejects with its own message.
    dueDate: parseNumber(draft.dueDate) ?? Number.NaN,
    split: draft.split,
  };
  // The definition's example is a plan the engine accepts: only the bill can have issues.
  const issues = validatePaycheckPlan({ ...PAYCHECK_DEFINITION.example, bills: [bill] });
  if (issues.length === 0) return { ok: true, row: bill };
  const errors: BillDraftErrors = {};
  for (const { path, message } of issues) {
    if (path === 'bills.0') {
      if (bill.name === '') errors.name ??= message;
      if (Number.isNaN(bill.amount)) errors.amount ??= message;
      if (Number.isNaN(bill.dueDate)) errors.dueDate ??= message;
    } else if (path === 'bills.0.amount') {
      errors.amount ??= message;
    } else if (path === 'bills.0.dueDate') {
      errors.dueDate ??= message;
    }
  }
  return { ok: false, errors };
}
