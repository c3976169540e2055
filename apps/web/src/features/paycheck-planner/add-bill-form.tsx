import type { Bill } from '@freedompath/engine/paycheck';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AddRowForm } from '../calculators/kit/fields/add-row-form';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { billDraftFilled, checkBillDraft, emptyBillDraft } from './bill-draft';
import { BILL_NAME_MAX_LENGTH, MAX_BILLS } from './paycheck-planner-plan';

export interface AddBillFormProps {
  onAdd: (bill: Bill) => void;
  /** True when the list holds as many bills as the engine accepts. */
  full: boolean;
}

/**
 * The add-bill form: name, monthly amount, due day and whether to split it, added once the
 * first three are filled in (product: paycheck-planner#validation).
 */
export function AddBillForm({ onAdd, full }: AddBillFormProps) {
  const hintId = useId();
  return (
    <AddRowForm
      label="Add a bill"
      empty={emptyBillDraft}
      check={checkBillDraft}
      onAdd={onAdd}
      ready={(draft) => billDraftFilled(draft) && !full}
    >
      {({ draft, errors, change, nameRef, ready }) => (
        <>
          <TextField
            ref={nameRef}
            label="Bill name"
            maxLength={BILL_NAME_MAX_LENGTH}
            placeholder="e.g. Rent"
            value={draft.name}
            onChange={(text) => change('name', text)}
            error={errors.name}
          />
          <MoneyField
            label="Amount"
            placeholder="0"
            value={draft.amount}
            onChange={(text) => change('amount', text)}
            hint="Per month."
            error={errors.amount}
          />
          <IntegerField
            label="Due day"
            placeholder="1–31"
            value={draft.dueDate}
            onChange={(text) => change('dueDate', text)}
            hint="Day of the month, 1–31; in a shorter month it falls on the last day."
            error={errors.dueDate}
          />
          <ToggleField
            label="Split between paychecks"
            checked={draft.split}
            onChange={(split) => change('split', split)}
            hint="Pays half from each of the month's two paychecks; otherwise the paycheck for the days it falls due in pays it all. With monthly pay the one paycheck pays it whole."
          />
          <div className="grid justify-items-start gap-2 sm:col-span-2">
            <Button type="submit" disabled={!ready} aria-describedby={ready ? undefined : hintId}>
              Add Bill
            </Button>
            {ready ? null : (
              <p id={hintId} className="text-sm text-slate-700">
                {full
                  ? `The plan holds at most ${MAX_BILLS} bills.`
                  : 'Fill in the name, amount and due day to add a bill.'}
              </p>
            )}
          </div>
        </>
      )}
    </AddRowForm>
  );
}
