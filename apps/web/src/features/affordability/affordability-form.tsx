import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import type { AffordabilityFormState } from './affordability-form-state';
import type { AffordabilityField } from './affordability-plan';

const fields: ReadonlyArray<{
  field: AffordabilityField;
  label: string;
  hint: string;
  required: boolean;
}> = [
  {
    field: 'purchaseAmount',
    label: 'Purchase Amount',
    hint: 'The price of what you want to buy.',
    required: true,
  },
  {
    field: 'monthlyIncome',
    label: 'Monthly Income',
    hint: 'Take-home pay each month.',
    required: true,
  },
  {
    field: 'monthlySavings',
    label: 'Monthly Savings',
    hint: 'What you set aside each month.',
    required: true,
  },
  {
    field: 'monthlyExpenses',
    label: 'Monthly Expenses',
    hint: 'What you spend each month.',
    required: true,
  },
  { field: 'stockInvestments', label: 'Stock Investments', hint: 'Optional.', required: false },
  { field: 'cryptoInvestments', label: 'Crypto Investments', hint: 'Optional.', required: false },
  {
    field: 'emergencyFund',
    label: 'Emergency Fund',
    hint: 'Optional: cash kept for emergencies.',
    required: false,
  },
];

export interface AffordabilityFormProps {
  form: AffordabilityFormState;
  onChange: (field: AffordabilityField, text: string) => void;
  errors: FieldErrors;
  /** The calculate and copy-link actions, under the fields. */
  children: ReactNode;
}

/** The form card: the seven amounts, four of them required, in US dollars. */
export function AffordabilityForm({ form, onChange, errors, children }: AffordabilityFormProps) {
  const headingId = useId();
  return (
    <Card className="grid gap-5" role="group" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your Purchase and Finances
        </h2>
        <p className="text-sm text-slate-600">
          Amounts in US dollars. Fields marked * are required.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ field, label, hint, required }) => (
          <MoneyField
            key={field}
            label={label}
            name={field}
            value={form[field]}
            onChange={(text) => onChange(field, text)}
            hint={hint}
            required={required}
            error={errors[field]}
          />
        ))}
      </div>
      {children}
    </Card>
  );
}
