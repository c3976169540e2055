import { DEBT_PAYDOWN_DEFINITION, DEBT_TYPES } from '@freedompath/engine/debt';
import { memo, useId } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { TextField } from '../calculators/kit/fields/text-field';
import type { DebtFormState } from './debt-paydown-form-state';
import { debtTypeLabels } from './debt-format';

const nameMaxLength = DEBT_PAYDOWN_DEFINITION.fields.debts.item.name.maxLength;
const typeOptions = DEBT_TYPES.map((type) => ({ value: type, label: debtTypeLabels[type] }));

export interface DebtFieldsProps {
  debt: DebtFormState;
  index: number;
  /** All the form's messages, by path (`debts.0.balance`). */
  errors: FieldErrors;
  /** Stable across renders (rows are memoised): receives the changed debt, id included. */
  onChange: (debt: DebtFormState) => void;
  onRemove: (id: string) => void;
  /** The last remaining debt cannot be removed (product: debt-paydown#validation). */
  removable: boolean;
}

/**
 * One debt of the list: its name, type, balance, minimum payment and interest rate. Memoised:
 * typing in one of 20 debts re-renders that debt only.
 */
export const DebtFields = memo(function DebtFields({
  debt,
  index,
  errors,
  onChange,
  onRemove,
  removable,
}: DebtFieldsProps) {
  const titleId = useId();
  const path = (field: string) => `debts.${index}.${field}`;
  const title = debt.name.trim() || `Debt ${index + 1}`;
  const common = (field: 'balance' | 'minimumPayment' | 'interestRate') => ({
    name: path(field),
    value: debt[field],
    error: errors[path(field)],
    onChange: (text: string) => onChange({ ...debt, [field]: text }),
    required: true,
  });
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {title}
        </h4>
        <Button
          variant="ghost"
          className="print:hidden"
          onClick={() => onRemove(debt.id)}
          disabled={!removable}
        >
          Remove <span className="sr-only">{title}</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name={path('name')}
          label="Debt name"
          value={debt.name}
          maxLength={nameMaxLength}
          placeholder="e.g. Visa card"
          onChange={(name) => onChange({ ...debt, name })}
          error={errors[path('name')]}
          required
        />
        <SelectField
          name={path('type')}
          label="Type"
          value={debt.type}
          options={typeOptions}
          onChange={(type) => onChange({ ...debt, type })}
          error={errors[path('type')]}
        />
        <MoneyField label="Balance" {...common('balance')} />
        <MoneyField label="Minimum payment" hint="Per month" {...common('minimumPayment')} />
        <PercentField label="Interest rate" hint="APR, 0–100%" {...common('interestRate')} />
      </div>
    </section>
  );
});
