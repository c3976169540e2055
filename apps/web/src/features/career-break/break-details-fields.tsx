import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { NumberField } from '../calculators/kit/fields/number-field';
import { PercentField } from '../calculators/kit/fields/percent-field';
import type { CareerBreakForm } from './career-break-form-state';

/** The four number fields of the form (product: career-break#screen), by their plan key. */
export type BreakDetailsKey =
  'durationYears' | 'emergencyBufferPercent' | 'currentSavings' | 'currentAnnualIncome';

export interface BreakDetailsFieldsProps {
  form: CareerBreakForm;
  errors: FieldErrors;
  onChange: (key: BreakDetailsKey, text: string) => void;
}

/** Duration, Emergency Buffer, Current Savings and Current Annual Income, one column at 360 px. */
export function BreakDetailsFields({ form, errors, onChange }: BreakDetailsFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {/* Years may be fractional (1.5), so this is a decimal field, not an integer one. */}
      <NumberField
        label="Duration (years)"
        name="durationYears"
        required
        inputMode="decimal"
        placeholder="e.g. 1.5"
        hint="How long the break lasts; 1.5 means 18 months."
        value={form.durationYears}
        onChange={(text) => onChange('durationYears', text)}
        error={errors.durationYears}
      />
      <PercentField
        label="Emergency Buffer (%)"
        name="emergencyBufferPercent"
        hint="A safety margin added on top of your expenses."
        value={form.emergencyBufferPercent}
        onChange={(text) => onChange('emergencyBufferPercent', text)}
        error={errors.emergencyBufferPercent}
      />
      <MoneyField
        label="Current Savings ($)"
        name="currentSavings"
        placeholder="0"
        hint="Cash you can draw on during the break."
        value={form.currentSavings}
        onChange={(text) => onChange('currentSavings', text)}
        error={errors.currentSavings}
      />
      <MoneyField
        label="Current Annual Income ($)"
        name="currentAnnualIncome"
        placeholder="0"
        hint="What you earn in a year now, given up while you are away."
        value={form.currentAnnualIncome}
        onChange={(text) => onChange('currentAnnualIncome', text)}
        error={errors.currentAnnualIncome}
      />
    </div>
  );
}
