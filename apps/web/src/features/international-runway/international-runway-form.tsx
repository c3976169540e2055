import type { FormEvent, Ref } from 'react';
import { Card } from '@/components/ui/card';
import { CheckboxGroupField } from '../calculators/kit/fields/checkbox-group-field';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { RadioGroupField } from '../calculators/kit/fields/radio-group-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CountryPicker } from './country-picker';
import type { InternationalRunwayFormState } from './international-runway-form-state';

type AmountField = 'cashSavings' | 'investments' | 'monthlyRemoteIncome' | 'portfolioWithdrawal';

const amountLabels: Record<AmountField, { label: string; hint?: string }> = {
  cashSavings: { label: 'Cash Savings' },
  investments: { label: 'Investments' },
  monthlyRemoteIncome: { label: 'Monthly Remote Income' },
  portfolioWithdrawal: {
    label: 'Monthly Portfolio Withdrawal',
    hint: 'Counts toward visa income; it pays costs only when the runway uses cash alone.',
  },
};

const visaOptions = [
  { value: 'digital_nomad', label: 'Digital nomad' },
  { value: 'non_lucrative', label: 'Non-lucrative (living on your own means)' },
] as const;

const runwayTypeOptions = [
  { value: 'cash', label: 'Cash savings only' },
  { value: 'investments', label: 'Investments only' },
  { value: 'combined', label: 'Cash and investments combined' },
] as const;

/** The first message at `path` or at one of its entries (`selectedCountries.2`). */
function groupError(errors: FieldErrors, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

export interface InternationalRunwayFormProps {
  form: InternationalRunwayFormState;
  onChange: <K extends keyof InternationalRunwayFormState>(
    field: K,
    value: InternationalRunwayFormState[K],
  ) => void;
  errors: FieldErrors;
  gate: CalculationGate;
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The inputs of product: international-runway#inputs: money, how the runway is counted, visa kinds
 * and the countries.
 */
export function InternationalRunwayForm({
  form,
  onChange,
  errors,
  gate,
  onSubmit,
  formRef,
}: InternationalRunwayFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      <Card className="grid gap-6">
        <h2 className="text-xl font-semibold text-slate-900">Your money</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(amountLabels) as AmountField[]).map((field) => (
            <MoneyField
              key={field}
              name={field}
              label={amountLabels[field].label}
              hint={amountLabels[field].hint}
              value={form[field]}
              onChange={(text) => onChange(field, text)}
              error={errors[field]}
            />
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <RadioGroupField
            legend="Runway uses"
            name="runwayCalculationType"
            options={runwayTypeOptions}
            value={form.runwayCalculationType}
            onChange={(value) => onChange('runwayCalculationType', value)}
          />
          <ToggleField
            label="Include income in the runway"
            hint="Income you keep earning abroad lowers what you draw from your savings each month."
            checked={form.includeIncome}
            onChange={(value) => onChange('includeIncome', value)}
            error={errors.includeIncome}
          />
        </div>
      </Card>
      <Card className="grid gap-6">
        <h2 className="text-xl font-semibold text-slate-900">Destinations</h2>
        <CheckboxGroupField
          legend="Visa types"
          name="visaTypePreference"
          hint="Leave both unticked to consider every visa."
          options={visaOptions}
          values={form.visaTypePreference}
          onChange={(value) => onChange('visaTypePreference', value)}
          error={groupError(errors, 'visaTypePreference')}
        />
        <CountryPicker
          selected={form.selectedCountries}
          onChange={(value) => onChange('selectedCountries', value)}
          error={groupError(errors, 'selectedCountries')}
        />
      </Card>
      <div className="flex flex-wrap items-start gap-3">
        <CalculateButton type="submit" gate={gate} label="Calculate Financial Runway" />
        <CopyLinkButton />
      </div>
    </form>
  );
}
