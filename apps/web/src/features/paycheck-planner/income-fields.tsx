import { PAY_FREQUENCIES } from '@freedompath/engine/paycheck';
import { DateField } from '../calculators/kit/fields/date-field';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { frequencyLabels } from './paycheck-format';
import type { PaycheckForm } from './paycheck-planner-form-state';

const frequencyOptions = PAY_FREQUENCIES.map((value) => ({
  value,
  label: frequencyLabels[value],
}));

export interface IncomeFieldsProps {
  form: PaycheckForm;
  errors: FieldErrors;
  onChange: (key: 'monthlyIncome' | 'startDate', text: string) => void;
  onFrequencyChange: (frequency: string) => void;
}

/** Income, pay frequency and start date: one column at 360 px, side by side from `sm`. */
export function IncomeFields({ form, errors, onChange, onFrequencyChange }: IncomeFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MoneyField
        label="Monthly Income"
        name="monthlyIncome"
        required
        value={form.monthlyIncome}
        onChange={(text) => onChange('monthlyIncome', text)}
        hint="Take-home pay each month; each paycheck gets an equal share."
        error={errors.monthlyIncome}
      />
      <SelectField
        label="Pay Frequency"
        name="payFrequency"
        value={form.payFrequency}
        options={frequencyOptions}
        onChange={onFrequencyChange}
        error={errors.payFrequency}
      />
      <DateField
        label="Start Date"
        name="startDate"
        required
        min="1900-01-01"
        max="2200-12-31"
        value={form.startDate}
        onChange={(text) => onChange('startDate', text)}
        hint="The plan covers three months from this day; biweekly and monthly pay arrive on it."
        error={errors.startDate}
      />
    </div>
  );
}
