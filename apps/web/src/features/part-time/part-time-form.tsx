import type { FormEvent, RefObject } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { FieldGroup } from '../calculators/kit/fields/field-group';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { NumberField } from '../calculators/kit/fields/number-field';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { PartTimeExpenseList } from './part-time-expense-list';
import type { PartTimeFormState } from './part-time-form-state';

type TextFieldName = Exclude<keyof PartTimeFormState, 'expenses' | 'isTemporary'>;

export interface PartTimeFormProps {
  form: PartTimeFormState;
  onChange: (form: PartTimeFormState) => void;
  errors: FieldErrors;
  gate: CalculationGate;
  onSubmit: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
}

/** The Part-Time vs Full-Time form: pay, savings, the monthly budget and the temporary switch. */
export function PartTimeForm({
  form,
  onChange,
  errors,
  gate,
  onSubmit,
  formRef,
}: PartTimeFormProps) {
  const setText = (field: TextFieldName, text: string) => onChange({ ...form, [field]: text });
  const money = (field: TextFieldName, label: string, hint: string) => (
    <MoneyField
      name={field}
      label={label}
      hint={hint}
      value={form[field]}
      placeholder="0"
      onChange={(text) => setText(field, text)}
      error={errors[field]}
    />
  );

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
        aria-labelledby="part-time-form-title"
        className="grid gap-8"
      >
        <h2 id="part-time-form-title" className="text-xl font-bold text-slate-900">
          Your two paths
        </h2>
        <FieldGroup legend="Pay and hours" hint="Yearly salaries before tax.">
          {money('fullTimeSalary', 'Full-time salary', '$ a year at 40 hours a week')}
          {money('partTimeSalary', 'Part-time salary', '$ a year at your part-time hours')}
          <NumberField
            name="weeklyHours"
            label="Part-time hours a week"
            hint="1 to 40 hours"
            inputMode="decimal"
            suffix="h"
            value={form.weeklyHours}
            onChange={(text) => setText('weeklyHours', text)}
            error={errors.weeklyHours}
          />
        </FieldGroup>
        <FieldGroup legend="Savings today">
          {money('currentPortfolio', 'Current portfolio', 'Invested today')}
          {money('currentCash', 'Current cash', 'Cash savings (earns no return here)')}
          <PercentField
            name="marketReturns"
            label="Expected market return"
            hint="A year, from -20% to 30%"
            value={form.marketReturns}
            onChange={(text) => setText('marketReturns', text)}
            error={errors.marketReturns}
          />
        </FieldGroup>
        <FieldGroup
          legend="Monthly saving on each path"
          hint="What you would put aside each month."
        >
          {money('fullTimeContribution', 'Full-time portfolio contribution', '$ a month invested')}
          {money('partTimeContribution', 'Part-time portfolio contribution', '$ a month invested')}
          {money('fullTimeCashContribution', 'Full-time cash contribution', '$ a month to cash')}
          {money('partTimeCashContribution', 'Part-time cash contribution', '$ a month to cash')}
        </FieldGroup>
        <PartTimeExpenseList
          rows={form.expenses}
          onChange={(expenses) => onChange({ ...form, expenses })}
          errors={errors}
        />
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            Temporary or lasting
          </legend>
          <ToggleField
            name="isTemporary"
            label="Part-time is temporary"
            hint="Go back to full-time pay and saving after a set number of months."
            checked={form.isTemporary}
            onChange={(isTemporary) => onChange({ ...form, isTemporary })}
            error={errors.isTemporary}
          />
          {form.isTemporary ? (
            <IntegerField
              name="temporaryMonths"
              label="Months part-time"
              hint="1 to 120 months"
              suffix="mo"
              value={form.temporaryMonths}
              onChange={(text) => setText('temporaryMonths', text)}
              error={errors.temporaryMonths}
              className="sm:max-w-xs"
            />
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-start gap-3">
          <CalculateButton gate={gate} label="Calculate" type="submit" />
          <CopyLinkButton />
        </div>
      </form>
    </Card>
  );
}
