import { LAYOFF_FIELD_LABELS } from '@freedompath/engine/layoff';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { FieldGroup } from '../calculators/kit/fields/field-group';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { NumberField } from '../calculators/kit/fields/number-field';
import { PercentField } from '../calculators/kit/fields/percent-field';
import type { LayoffFormState } from './layoff-form-state';
import type { LayoffField } from './layoff-plan';

type Kind = 'money' | 'percent' | 'number';

interface FieldSpec {
  field: LayoffField;
  kind: Kind;
  hint: string;
}

const severance: readonly FieldSpec[] = [
  { field: 'baseSalary', kind: 'money', hint: '$ a year, before tax.' },
  { field: 'yearsOfService', kind: 'number', hint: 'Years with this employer, e.g. 3.5.' },
  {
    field: 'severanceWeeksPerYear',
    kind: 'number',
    hint: 'Weeks of pay for each year of service.',
  },
  { field: 'unusedPTO', kind: 'number', hint: 'Paid-time-off days you have not taken.' },
  { field: 'ptoPayoutRate', kind: 'percent', hint: 'Share of those days paid out, 0 to 100.' },
  { field: 'bonusAmount', kind: 'money', hint: 'Paid when you leave.' },
  {
    field: 'healthBenefitsCost',
    kind: 'money',
    hint: '$ a month your employer keeps paying for health cover.',
  },
  { field: 'healthBenefitsDuration', kind: 'number', hint: 'Months of that health cover.' },
  { field: 'otherBenefits', kind: 'money', hint: 'Any other one-off payment, e.g. outplacement.' },
];

const expenses: readonly FieldSpec[] = [
  { field: 'housing', kind: 'money', hint: 'Rent or mortgage.' },
  { field: 'utilities', kind: 'money', hint: 'Power, water, internet, phone.' },
  { field: 'food', kind: 'money', hint: 'Groceries and eating out.' },
  { field: 'transportation', kind: 'money', hint: 'Car, fuel, transit.' },
  { field: 'insurance', kind: 'money', hint: 'Car, home, life.' },
  { field: 'healthcare', kind: 'money', hint: 'Premiums and care you pay yourself.' },
  { field: 'debt', kind: 'money', hint: 'Minimum payments on loans and cards.' },
  { field: 'other', kind: 'money', hint: 'Everything else.' },
];

const savings: readonly FieldSpec[] = [
  { field: 'emergencyFund', kind: 'money', hint: 'Savings you can live on.' },
  { field: 'unemploymentBenefit', kind: 'money', hint: '$ a week, as your state estimates it.' },
];

export interface LayoffFormProps {
  form: LayoffFormState;
  onChange: (field: LayoffField, text: string) => void;
  errors: FieldErrors;
  /** The calculate and copy-link actions, under the fields. */
  children: ReactNode;
}

/** The form card: the severance package, monthly expenses, and savings with the benefit. */
export function LayoffForm({ form, onChange, errors, children }: LayoffFormProps) {
  const render = ({ field, kind, hint }: FieldSpec) => {
    const props = {
      name: field,
      label: LAYOFF_FIELD_LABELS[field],
      hint,
      value: form[field],
      onChange: (text: string) => onChange(field, text),
      error: errors[field],
    };
    if (kind === 'money') return <MoneyField key={field} {...props} />;
    if (kind === 'percent') return <PercentField key={field} {...props} />;
    return <NumberField key={field} {...props} inputMode="decimal" />;
  };
  return (
    <Card className="grid gap-8">
      <div className="grid gap-1">
        <h2 id="layoff-form-heading" className="text-xl font-semibold text-slate-900">
          Your Severance and Expenses
        </h2>
        <p className="text-sm text-slate-600">Amounts in US dollars. Blank fields count as 0.</p>
      </div>
      <FieldGroup legend="Severance package">{severance.map(render)}</FieldGroup>
      <FieldGroup legend="Monthly expenses" hint="What you spend each month.">
        {expenses.map(render)}
      </FieldGroup>
      <FieldGroup legend="Savings and unemployment">{savings.map(render)}</FieldGroup>
      {children}
    </Card>
  );
}
