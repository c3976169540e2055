import type { FormEvent, Ref } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { PrepaidExpenseList } from './prepaid-expense-list';
import type { PrepaidExpensesFormState } from './prepaid-expenses-form-state';

export interface PrepaidExpensesFormProps {
  form: PrepaidExpensesFormState;
  onChange: (change: (form: PrepaidExpensesFormState) => PrepaidExpensesFormState) => void;
  errors: FieldErrors;
  gate: CalculationGate;
  onSubmit: () => void;
  /** The form element, whose first invalid field takes focus after a refused calculate. */
  formRef: Ref<HTMLFormElement>;
}

/** The prepaid expenses form: how long the break lasts and the bills to cover meanwhile. */
export function PrepaidExpensesForm({
  form,
  onChange,
  errors,
  gate,
  onSubmit,
  formRef,
}: PrepaidExpensesFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby="prepaid-expenses-form-title"
        className="grid gap-8"
      >
        <h2 id="prepaid-expenses-form-title" className="text-xl font-bold text-slate-900">
          Your break and your bills
        </h2>
        <IntegerField
          name="breakDuration"
          label="Break duration (months)"
          hint="Whole months, at least 1"
          suffix="mo"
          required
          value={form.breakDuration}
          onChange={(breakDuration) => onChange((current) => ({ ...current, breakDuration }))}
          error={errors.breakDuration}
          className="sm:max-w-xs"
        />
        <PrepaidExpenseList
          rows={form.expenses}
          onChange={(expenses) => onChange((current) => ({ ...current, expenses }))}
          errors={errors}
        />
        <div className="flex flex-wrap items-start gap-3">
          <CalculateButton gate={gate} label="Calculate Prepaid Expenses" type="submit" />
          <CopyLinkButton />
        </div>
      </form>
    </Card>
  );
}
