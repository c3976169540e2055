import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { monthNames } from '@/lib/format';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import type { BonusFormState } from './debt-paydown-form-state';

const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));

export interface BonusPaymentFieldsProps {
  bonus: BonusFormState;
  index: number;
  errors: FieldErrors;
  /** Stable across renders (rows are memoised): receives the changed bonus, id included. */
  onChange: (bonus: BonusFormState) => void;
  onRemove: (id: string) => void;
}

/** One bonus payment: the calendar month and year it is paid in, and its amount. */
export const BonusPaymentFields = memo(function BonusPaymentFields({
  bonus,
  index,
  errors,
  onChange,
  onRemove,
}: BonusPaymentFieldsProps) {
  const path = (field: string) => `bonusPayments.${index}.${field}`;
  const title = `Bonus payment ${index + 1}`;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          name={path('month')}
          label="Month"
          value={bonus.month}
          options={monthOptions}
          onChange={(month) => onChange({ ...bonus, month })}
          error={errors[path('month')]}
        />
        <IntegerField
          name={path('year')}
          label="Year"
          value={bonus.year}
          onChange={(year) => onChange({ ...bonus, year })}
          error={errors[path('year')]}
        />
        <MoneyField
          name={path('amount')}
          label="Amount"
          value={bonus.amount}
          onChange={(amount) => onChange({ ...bonus, amount })}
          error={errors[path('amount')]}
        />
      </div>
      <Button
        variant="ghost"
        className="justify-self-start print:hidden"
        onClick={() => onRemove(bonus.id)}
      >
        Remove <span className="sr-only">{title}</span>
      </Button>
    </fieldset>
  );
});
