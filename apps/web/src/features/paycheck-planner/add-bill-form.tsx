import type { Bill } from '@freedompath/engine/paycheck';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { billDraftFilled, checkBillDraft, emptyBillDraft } from './bill-draft';
import type { BillDraft, BillDraftErrors } from './bill-draft';
import { BILL_NAME_MAX_LENGTH, MAX_BILLS } from './paycheck-planner-plan';

export interface AddBillFormProps {
  onAdd: (bill: Bill) => void;
  /** True when the list holds as many bills as the engine accepts. */
  full: boolean;
}

/**
 * The add-bill form: name, monthly amount, due day and whether to split it, added with the
 * button or Enter once the first three are filled in (spec §5). It puts the cursor back in the
 * name for the next bill.
 */
export function AddBillForm({ onAdd, full }: AddBillFormProps) {
  const [draft, setDraft] = useState<BillDraft>(emptyBillDraft);
  const [errors, setErrors] = useState<BillDraftErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const canAdd = billDraftFilled(draft) && !full;

  const change = (key: keyof BillDraftErrors, text: string) => {
    setDraft((current) => ({ ...current, [key]: text }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    const checked = checkBillDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onAdd(checked.bill);
    setDraft(emptyBillDraft);
    setErrors({});
    nameRef.current?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={add}
      aria-label="Add a bill"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 print:hidden"
    >
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
        onChange={(split) => setDraft((current) => ({ ...current, split }))}
        hint="Pays half from each of the month's two paychecks; otherwise the paycheck for the days it falls due in pays it all. With monthly pay the one paycheck pays it whole."
      />
      <div className="grid justify-items-start gap-2 sm:col-span-2">
        <Button type="submit" disabled={!canAdd} aria-describedby={canAdd ? undefined : hintId}>
          Add Bill
        </Button>
        {canAdd ? null : (
          <p id={hintId} className="text-sm text-slate-700">
            {full
              ? `The plan holds at most ${MAX_BILLS} bills.`
              : 'Fill in the name, amount and due day to add a bill.'}
          </p>
        )}
      </div>
    </form>
  );
}
